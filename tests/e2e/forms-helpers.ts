import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Demo listings (deterministic seed): one for sale with free appointment slots, one for rent. */
export const SALE_ID = 5110;
export const RENT_ID = 5270;

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
    .filter((m) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'm').test(m) || m.includes(`Reply-To: ${address}`));
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

export const person = (email: string) => ({ title: 'ms', firstName: 'An', lastName: 'Peeters', email, phone: '0476 12 34 56' });

/** With JavaScript the bot check is a box to tick; it solves a proof-of-work first. */
export async function tickCaptcha(page: Page, label: RegExp | string): Promise<void> {
  await page.getByRole('checkbox', { name: label }).check();
  await expect(page.getByRole('status').filter({ hasText: /^(Verified|Gecontroleerd|Vérifié)$/ })).toBeVisible({ timeout: 20_000 });
}
