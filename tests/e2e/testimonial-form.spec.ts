import { expect, test } from '@playwright/test';
import { fill, ownAddress, tickCaptcha } from './forms-helpers';

/**
 * Issue 31: the testimonial form as visitors use it. The photo is optional: a testimonial without
 * one is taken (it was refused as "this type of file is not accepted" and the words were lost),
 * and the reviews page leads to the form.
 */
const CASES = [
  {
    locale: 'nl',
    reviews: '/nl/reviews/',
    form: /\/nl\/getuigenis\/$/,
    share: 'Deel uw ervaring',
    robot: 'Ik ben geen robot',
    refused: 'Dit type bestand wordt niet aanvaard.',
    verified: /^Gecontroleerd$/,
    send: 'Verzenden',
    thanks: /\/nl\/bedankt\/testimonial\/$/,
  },
  {
    locale: 'fr',
    reviews: '/fr/avis/',
    form: /\/fr\/temoignage\/$/,
    share: 'Partagez votre expérience',
    robot: 'Je ne suis pas un robot',
    refused: "Ce type de fichier n'est pas accepté.",
    verified: /^Vérifié$/,
    send: 'Envoyer',
    thanks: /\/fr\/merci\/testimonial\/$/,
  },
] as const;

for (const c of CASES) {
  test(`from the reviews page, a testimonial without a photo is taken (${c.locale}) @mobile`, async ({ page }) => {
    await ownAddress(page);
    await page.goto(c.reviews);
    await page.getByRole('link', { name: c.share }).first().click();
    await expect(page).toHaveURL(c.form);
    const name = `Testimonial ${c.locale} ${Date.now().toString(36)}`;
    await fill(page, {
      name,
      email: `no-photo-${c.locale}-${Date.now()}@example.be`,
      comment: 'Vlot en vriendelijk geholpen, van het eerste bezoek tot de akte.',
    });
    await tickCaptcha(page, c.robot);
    // A file that is no picture is refused, and nothing the visitor wrote is lost.
    await page
      .locator('input[name="photo"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await page.getByRole('button', { name: c.send }).click();
    await expect(page.getByText(c.refused)).toBeVisible();
    await expect(page.locator('form [name="name"]')).toHaveValue(name);
    await expect(page.locator('form [name="comment"]')).toHaveValue(/^Vlot en vriendelijk geholpen/);
    // Without a photo it is taken.
    await page.locator('input[name="photo"]').setInputFiles([]);
    // The refused post spent the robot check's proof: a new one is made by itself, the box stays ticked.
    await expect(page.getByRole('checkbox', { name: c.robot })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: c.verified })).toBeVisible();
    await page.getByRole('button', { name: c.send }).click();
    await expect(page).toHaveURL(c.thanks);
  });
}
