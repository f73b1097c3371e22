import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Demo listings (deterministic seed): one for sale with free appointment slots, one for rent. */
export const SALE_ID = 5110;
export const RENT_ID = 5270;

/** A form's fields as a no-JavaScript post sends them; a list for repeated names. */
export type FormValues = Record<string, string | string[]>;
/** A lead form (Dutch address) and a valid payload for it, from a given e-mail address. */
export type FormCase = { url: string; kind: string; base: (email: string) => FormValues };

const minimalPerson = (email: string): FormValues => ({
  title: 'ms',
  firstName: 'An',
  lastName: 'Peeters',
  email,
  phone: '0476123456',
});
/** Every lead form with a payload the server accepts (the sweeps' controls). */
export const FORM_CASES: FormCase[] = [
  { url: '/nl/contact/', kind: 'contact', base: (e) => ({ ...minimalPerson(e), slots: ['10:00-13:00'] }) },
  { url: `/nl/contact/?property=${SALE_ID}&form=info`, kind: 'info', base: minimalPerson },
  {
    url: `/nl/contact/?property=${SALE_ID}&form=visit`,
    kind: 'visit',
    base: (e) => ({ ...minimalPerson(e), preferredDate: '2027-03-01' }),
  },
  { url: `/nl/contact/?property=${SALE_ID}&form=appointment`, kind: 'appointment', base: minimalPerson },
  {
    url: `/nl/contact/?property=${SALE_ID}&form=friend`,
    kind: 'friend',
    base: (e) => ({
      firstName: 'An',
      lastName: 'P',
      email: e,
      friendFirstName: 'B',
      friendLastName: 'C',
      friendEmail: e.replace('@', '-friend@'),
    }),
  },
  { url: `/nl/contact/?property=${SALE_ID}&form=documents`, kind: 'documents', base: minimalPerson },
  {
    url: '/nl/waardebepaling/',
    kind: 'valuation',
    base: (e) => ({
      ...minimalPerson(e),
      goal: 'sale',
      propertyType: '1',
      street: 'Markt',
      houseNumber: '1',
      zip: '9800',
      city: 'Deinze',
    }),
  },
  {
    url: '/nl/zoekopdracht/',
    kind: 'demand',
    base: (e) => ({ ...minimalPerson(e), goal: 'sale', types: ['1'], zones: '9800' }),
  },
  { url: '/nl/nieuwsbrief/', kind: 'newsletter', base: (e) => ({ email: e }) },
  {
    url: '/nl/getuigenis/',
    kind: 'testimonial',
    base: (e) => ({ name: 'Sofie', email: e, comment: 'Heel tevreden over alles.' }),
  },
  {
    url: '/nl/vacatures/office-assistant/solliciteren/',
    kind: 'job',
    base: (e) => ({ firstName: 'Tom', lastName: 'W', email: e, phone: '0476123456', motivation: 'Graag' }),
  },
  {
    url: `/nl/contact/bod/?property=${SALE_ID}`,
    kind: 'offer',
    base: (e) => ({
      aTitle: 'mr',
      aFirstName: 'Jan',
      aLastName: 'P',
      aEmail: e,
      aPhone: '0476123456',
      aStreet: 'Markt',
      aHouseNumber: '1',
      aZip: '9800',
      aCity: 'Deinze',
      amount: '250000',
      amountWords: 'tweehonderdvijftigduizend euro',
      startDate: '2027-01-01',
      endDate: '2027-01-10',
      place: 'Deinze',
      signDate: '2026-12-20',
      advance: 'on',
    }),
  },
  {
    url: `/nl/contact/huuraanvraag/?property=${RENT_ID}`,
    kind: 'rental',
    base: (e) => ({
      ...minimalPerson(e),
      adults: '1',
      children: '0',
      pets: 'none',
      movingDate: '2027-02-01',
      income1: '2500',
      confirmIncome: 'on',
      confirmPersons: 'on',
      confirmDescription: 'on',
      confirmAmountDue: 'on',
    }),
  },
];

/** Every test posts from its own address, so the per-address rate limits of earlier runs never interfere. */
export async function ownAddress(page: Page): Promise<void> {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` });
}

export const unique = (kind: string) => `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`;

/** The .eml files the e2e server wrote for one recipient (no SMTP_URL: mail goes to DATA_DIR/mail). */
export function mailsTo(address: string): string[] {
  const dir = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e', 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter(
      (m) =>
        new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'm').test(m) || m.includes(`Reply-To: ${address}`),
    );
}

export async function expectMails(address: string, count: number): Promise<string[]> {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBe(count);
  return mailsTo(address);
}

/** Fills inputs by name: text, radios and checkboxes ("name=value" checks that option). */
export async function fill(page: Page, values: Record<string, string | boolean>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`form [name="${name}"]`);
    const type = await field.first().getAttribute('type');
    if (type === 'radio' || type === 'checkbox') {
      if (typeof value === 'boolean') await field.first().setChecked(value);
      else await page.locator(`form [name="${name}"][value="${value}"]`).check();
    } else if ((await field.first().evaluate((e) => e.tagName)) === 'SELECT') {
      await field.selectOption(String(value));
    } else {
      await field.fill(String(value));
    }
  }
}

export const person = (email: string) => ({
  title: 'ms',
  firstName: 'An',
  lastName: 'Peeters',
  email,
  phone: '0476 12 34 56',
});

/**
 * A sign of a person (a pointer move): the lead form and the search box fetch their code at the
 * first one (docs/decisions/009-hydration-on-activity.md); before it, a form is plain HTML.
 */
async function wake(page: Page): Promise<void> {
  await page.mouse.move(3 + Math.random() * 20, 3 + Math.random() * 20);
}

/** Wakes the page and waits until its islands (lead form, search box) are live components. */
export async function wakeIslands(page: Page): Promise<void> {
  await wake(page);
  await expect(page.locator('[data-island]:not([data-island-live])')).toHaveCount(0);
}

/** With JavaScript the bot check is a box to tick (it solves a proof-of-work first). */
export async function tickCaptcha(page: Page, label: RegExp | string): Promise<void> {
  await wake(page);
  await page.getByRole('checkbox', { name: label }).check();
  await expect(page.getByRole('status').filter({ hasText: /^(Verified|Gecontroleerd|Vérifié)$/ })).toBeVisible({
    timeout: 20_000,
  });
}
