import { expect, test, type FileChooser } from '@playwright/test';
import { expectMails, ownAddress, tickCaptcha, unique, wakeIslands } from './forms-helpers';

/*
 * Small frictions of issue 20 ("a home-seeker on a phone: no friction"): the reviews carousel, the
 * services page's heading, the job form's file field and the share button's confirmation. The
 * cookie banner's place in the focus order is in consent.spec.ts (it needs a first visit).
 */

test.describe('reviews carousel on the home page', () => {
  test('only the slide in view can be reached; Next brings the following one into reach @mobile', async ({ page }) => {
    await page.goto('/nl/');
    const carousel = page.getByRole('group', { name: 'Wat klanten zeggen' });
    const slides = carousel.locator('li[aria-roledescription="slide"]');
    // A person on the page (a move): the slider fetches its code at the first sign of one. A scroll
    // made by the test itself before the page's code came is no such sign (decision 032).
    await wakeIslands(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const count = await slides.count();
    expect(count).toBeGreaterThan(3);
    await expect(slides.first()).toHaveAttribute('aria-label', `Dia 1 van ${count}`);
    // Once the slider runs, every slide but the one in view is inert (out of the focus order and
    // of the accessibility tree); the first keeps its link.
    await expect(slides.nth(1)).toHaveAttribute('inert', '');
    await expect(slides.first()).not.toHaveAttribute('inert');
    await expect(carousel.locator('li:not([inert]) a')).toHaveCount(1);
    expect(await carousel.locator('li[inert] a').count()).toBe(count - 1);

    // From the first slide's link, Tab goes to the Next button (Previous is disabled), not into
    // the second slide nobody sees.
    await slides.first().getByRole('link').focus();
    await page.keyboard.press('Tab');
    const next = carousel.getByRole('button', { name: 'Volgende' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slides.nth(1)).not.toHaveAttribute('inert');
    await expect(slides.first()).toHaveAttribute('inert', '');
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(`Dia 2 van ${count}`);
    // Back to the first with Shift+Tab from Next: the second slide's link, now in view.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(slides.nth(1).getByRole('link')).toBeFocused();
  });
});

test.describe('services page', () => {
  test('names "Onze diensten" once, as its heading, and still lists the services @mobile', async ({ page }) => {
    await page.goto('/nl/onze-diensten/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onze diensten');
    await expect(page.getByRole('main').getByText('Onze diensten', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Onze diensten' })).toHaveCount(1);
    for (const service of ['Verkoop', 'Verhuur', 'Rentmeesterschap']) {
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(`^${service}`) })
          .first(),
      ).toBeVisible();
    }
  });
});

test.describe('job application', () => {
  test("the CV field speaks the page's language, names the chosen file and works with the keyboard @mobile", async ({
    page,
  }) => {
    await ownAddress(page);
    await page.goto('/fr/emplois/office-assistant/postuler/');
    await wakeIslands(page);
    const field = page.getByLabel(/^CV \(PDF ou Word/);
    await expect(field).toHaveAttribute('type', 'file');
    const button = page.locator('label[for]').filter({ hasText: /^Choisir un fichier$/ });
    await expect(button).toBeVisible();
    await expect(page.getByText('Aucun fichier choisi', { exact: true })).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Aucun fichier choisi');
    // The native control (in the browser's language) is not shown, yet it is what Tab reaches.
    const box = await field.boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);

    await page.getByLabel('Motivation').fill('Je connais bien la région.');
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    // Space on the focused field opens the picker (a loaded machine may drop the first key press:
    // it is pressed again while the field keeps the focus).
    let chooser: FileChooser | undefined;
    await expect(async () => {
      await expect(field).toBeFocused({ timeout: 1000 });
      const byKey = page.waitForEvent('filechooser', { timeout: 5000 });
      await page.keyboard.press('Space');
      chooser = await byKey;
    }).toPass({ timeout: 20_000 });
    await chooser!.setFiles({
      name: 'lettre.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF'),
    });
    await expect(page.getByText('lettre.pdf', { exact: true })).toBeVisible();
    await expect(field).toHaveAccessibleDescription('lettre.pdf');

    // A click on the translated button opens the picker too; the name follows the new choice.
    const byClick = page.waitForEvent('filechooser');
    await button.click();
    await (
      await byClick
    ).setFiles({ name: 'cv-marie.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') });
    await expect(page.getByText('cv-marie.pdf', { exact: true })).toBeVisible();

    const email = unique('job-file');
    await page.getByLabel(/^Prénom/).fill('Marie');
    await page.getByLabel(/^Nom/).fill('Claes');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Téléphone/).fill('0476123456');
    await tickCaptcha(page, 'Je ne suis pas un robot');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/job-application\/$/);
    // The applicant's acknowledgement and the agency's mail both name the stored CV.
    const mails = await expectMails(email, 2);
    // (Read as a mail program shows them: quoted-printable's soft line breaks joined.)
    for (const mail of mails) expect(mail.replace(/=\r?\n/g, '')).toMatch(/: cv\/[0-9a-f-]{36}\.pdf$/m);
  });
});

test.describe('share on a property page', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('"Link gekopieerd" appears beside the share button, inside the screen of a laptop', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // No system share sheet (as on most laptops): the link is copied.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
    );
    await page.goto('/nl/te-koop/x/y/5202/');
    const cta = page.getByRole('complementary').getByTestId('call-to-action');
    const share = cta.getByRole('button', { name: 'Delen' });
    // A visitor scrolls just far enough to see the button: it sits at the bottom of the screen.
    const box = (await share.boundingBox())!;
    await page.evaluate((dy) => window.scrollBy({ top: dy, behavior: 'instant' }), box.y + box.height - 768 + 4);
    const shown = (await share.boundingBox())!;
    expect(768 - (shown.y + shown.height)).toBeGreaterThanOrEqual(0);
    expect(768 - (shown.y + shown.height)).toBeLessThan(12);
    await share.click();
    const status = cta.getByRole('status');
    await expect(status).toHaveText('Link gekopieerd');
    await expect(status).toBeInViewport({ ratio: 1 });
    // Close to the button, not on it.
    const s = (await status.boundingBox())!;
    expect(shown.y - (s.y + s.height)).toBeGreaterThanOrEqual(0);
    expect(shown.y - (s.y + s.height)).toBeLessThan(24);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(status).toHaveText('', { timeout: 5000 });
  });
});
