import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mayOpen, ROLES, sectionOfPath, sectionsOf, type Role } from '../../src/domain/access/roles';
import { SECTION_LINKS } from '../../src/lib/staff/section-links';
import { demoPassword } from './demo-accounts';
import { RENT_ID } from './forms-helpers';

/**
 * Each role meets only its pages (issue 44, docs/decisions/030-staff-roles.md): the demo's admin,
 * editor and agent open every back-office page and route, found in the app directory (a new page
 * or export is in this test without a line added here), and get what the rule says: the page or
 * the file where it allows it, 403 with the "No access" page and none of the section's data where
 * it does not. Their menus name exactly their sections.
 */

const ACCOUNTS: Record<Role, string> = {
  admin: 'beheer@example.be',
  editor: 'redactie@example.be',
  agent: 'makelaar@example.be',
};

test.use({ locale: 'nl-BE' });

const APP = path.resolve('src/app');

/** The addresses of the app directory's files named `name` under `dir`, route groups left out. */
function addresses(dir: string, name: string): string[] {
  return readdirSync(path.join(APP, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name === name)
    .map((e) =>
      path
        .relative(APP, e.parentPath)
        .split(path.sep)
        .filter((p) => !/^\(.*\)$/.test(p)),
    )
    .map((parts) => `/${parts.join('/')}/`)
    .sort();
}

/** A sample for each dynamic segment (a lead's id is read from the leads page). */
function sample(address: string, leadId: string): string[] {
  const samples: Record<string, string[]> = {
    '[doc]': ['site', 'p-about'],
    '[id]': [leadId],
    '[list]': ['subscribers', 'demands', 'documents'],
    '[...key]': ['uploads/testimonials/none.webp'],
  };
  const at = address.split('/').findIndex((p) => p.startsWith('['));
  if (at < 0) return [address];
  const parts = address.split('/');
  return samples[parts[at]!]!.flatMap((value) =>
    sample([...parts.slice(0, at), value, ...parts.slice(at + 1)].join('/'), leadId),
  );
}

/** What each route is asked (an export's filter, the person of a GDPR export, the previewed document). */
const QUERY: Record<string, string> = {
  '/api/admin/privacy/': '?email=redactie%40example.be',
  '/api/admin/preview/': '?doc=site&locale=nl',
};

const pageFiles = addresses('admin', 'page.tsx').filter((a) => sectionOfPath(a) != null);
const routeFiles = addresses('api/admin', 'route.ts');

async function signIn(page: Page, role: Role): Promise<void> {
  await page.goto('/admin/login/');
  await page.locator('#email').fill(ACCOUNTS[role]);
  await page.locator('#password').fill(demoPassword(ACCOUNTS[role]));
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}/i;

test('every back-office page and route belongs to a section, and the signed-out pages are the only ones outside', () => {
  expect(pageFiles.length).toBeGreaterThanOrEqual(13);
  expect(addresses('admin', 'page.tsx').filter((a) => sectionOfPath(a) == null)).toEqual([
    '/admin/forgot/',
    '/admin/login/',
    '/admin/password/',
  ]);
  for (const route of routeFiles) expect(sectionOfPath(route), route).not.toBeNull();
});

for (const role of ROLES) {
  test(`the ${role} meets only the ${role}'s pages and exports`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    // A lead's own page, as the admin finds it.
    const admin = await browser.newPage({ baseURL, locale: 'nl-BE' });
    await signIn(admin, 'admin');
    await admin.goto('/admin/leads/');
    const hrefs = await admin
      .locator('main a[href^="/admin/leads/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    await admin.close();
    const leadId = hrefs.map((h) => /^\/admin\/leads\/(\d+)\//.exec(h)?.[1]).find(Boolean);
    expect(leadId, 'a lead in the demo').toBeTruthy();

    await signIn(page, role);
    // The menu names exactly the sections the role opens.
    const menu = await page
      .locator('header nav a[href^="/admin/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(menu).toEqual(sectionsOf(role).map((s) => SECTION_LINKS[s].href));

    const pages = pageFiles.flatMap((a) => sample(a, leadId!));
    for (const address of pages) {
      const section = sectionOfPath(address)!;
      const response = await page.goto(address === '/admin/slots/' ? `${address}?property=${RENT_ID}` : address);
      if (mayOpen(role, section)) {
        expect(response?.status(), `${role} opens ${address}`).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Geen toegang');
      } else {
        expect(response?.status(), `${role} is refused ${address}`).toBe(403);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang');
        await expect(page.getByText('Uw rol opent dit deel van de backoffice niet.', { exact: false })).toBeVisible();
        // Nothing of the section: no table, no form, no one's address.
        await expect(page.locator('table, form')).toHaveCount(0);
        expect(await page.locator('body').innerText()).not.toMatch(EMAIL);
        // A form posted to it is refused before any action runs.
        const posted = await page.request.post(address, {
          headers: { origin: baseURL! },
          // A form's post without JavaScript: the action's id as a part of its own.
          multipart: { [`$ACTION_ID_${'0'.repeat(40)}`]: '', intent: 'remove', id: 'staff-admin' },
        });
        expect(posted.status(), `${role} posts to ${address}`).toBe(403);
      }
    }

    for (const route of routeFiles.flatMap((a) => sample(a, leadId!))) {
      const section = sectionOfPath(route)!;
      const address = `${route}${QUERY[route] ?? ''}`;
      const response = await page.request.get(address, { maxRedirects: 0 });
      const body = await response.text();
      if (!mayOpen(role, section)) {
        expect(response.status(), `${role} is refused ${address}`).toBe(403);
        expect(body).toBe(
          'Geen toegang. Uw rol opent dit deel van de backoffice niet. Hebt u het nodig, vraag het dan aan een beheerder.',
        );
        expect(body).not.toMatch(EMAIL);
        continue;
      }
      if (section === 'content')
        expect(response.status(), address).toBe(303); // the preview opens the site
      else if (section === 'testimonials')
        expect(response.status(), address).toBe(404); // no such photo waits
      else {
        expect(response.status(), `${role} exports ${address}`).toBe(200);
        expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="/);
      }
    }
  });
}

test('the staff page shows each account’s role and what each role may do; an admin makes an editor an agent', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const nl = JSON.parse(readFileSync(path.resolve('messages/nl.json'), 'utf8')) as { Admin: Record<string, string> };
  await signIn(page, 'admin');
  await page.goto('/admin/staff/');
  // What each role may do, its pages named as the menu names them (from the same rule).
  const roles = page.getByRole('region', { name: 'Wat elke rol mag' });
  for (const role of ROLES) {
    const item = roles.locator(`[data-role="${role}"]`);
    await expect(item.locator('dt')).toHaveText(nl.Admin[`role_${role}`]!, { ignoreCase: true });
    await expect(item.locator('dd').first()).toHaveText(nl.Admin[`roleDoes_${role}`]!);
    await expect(item.locator('dd').last()).toHaveText(
      `Pagina’s: ${sectionsOf(role)
        .map((s) => nl.Admin[SECTION_LINKS[s].label])
        .join(', ')}`,
    );
  }
  // Each account with its role.
  for (const role of ROLES)
    await expect(page.locator('li', { hasText: ACCOUNTS[role] }).getByTestId('staff-role')).toHaveText(
      nl.Admin[`role_${role}`]!,
    );

  const email = `rol-${Date.now()}@example.be`;
  const invite = page.getByRole('region', { name: 'Een medewerker uitnodigen' });
  await invite.getByLabel('Naam').fill('Nieuwe Makelaar');
  await invite.getByLabel('E-mailadres').fill(email);
  await invite.getByLabel('Rol').selectOption('editor');
  await invite.getByRole('button', { name: 'Uitnodiging sturen' }).click();
  await expect(page.getByRole('status')).toHaveText('De uitnodiging is verstuurd.');
  const row = page.locator('li', { hasText: email });
  await expect(row.getByTestId('staff-role')).toHaveText('redacteur');
  await row.getByLabel(/^Rol/).selectOption('agent');
  await row.getByRole('button', { name: 'Rol wijzigen' }).click();
  await expect(page.getByRole('status')).toHaveText('De rol is gewijzigd.');
  await expect(page.locator('li', { hasText: email }).getByTestId('staff-role')).toHaveText('makelaar');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `fits ${width} px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: testInfo.outputPath(`staff-roles-${width}.png`), fullPage: true });
  }
});

test('an agent made by npm run staff -- add --role agent works in French: its pages, and “Accès refusé” elsewhere', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const fr = JSON.parse(readFileSync(path.resolve('messages/fr.json'), 'utf8')) as { Admin: Record<string, string> };
  const email = `agent-${Date.now()}@agency.example`;
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/staff.ts', 'add', email, '--role', 'agent', '--locale', 'fr', '--name', 'Julie Agent'],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e', SITE_URL: baseURL }, encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).toMatch(new RegExp(`^agent ${email.replace(/\./g, '\\.')} added`));
  const link = new URL(made.stdout.match(/https?:\/\/\S+\/admin\/password\/\?token=[\w-]+/)![0]);

  const page = await browser.newPage({ baseURL, locale: 'fr-BE' });
  await page.goto(link.pathname + link.search);
  await page.getByLabel(/^Nouveau mot de passe/).fill('un-mot-de-passe-2026');
  await page.getByLabel(fr.Admin.confirmPassword!).fill('un-mot-de-passe-2026');
  await page.getByRole('button', { name: fr.Admin.setPassword }).click();
  await expect(page.getByRole('status')).toHaveText(fr.Admin.passwordSet!);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('un-mot-de-passe-2026');
  await page.getByRole('button', { name: fr.Admin.signIn }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByText(`Connecté en tant que Julie Agent (${fr.Admin.role_agent})`)).toBeVisible();
  await expect(page.locator('header nav a[href^="/admin/"]')).toHaveText(
    sectionsOf('agent').map((s) => fr.Admin[SECTION_LINKS[s].label]!),
  );
  expect((await page.goto('/admin/leads/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.Admin.navLeads!);
  for (const address of ['/admin/content/', '/admin/staff/']) {
    expect((await page.goto(address))?.status(), address).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.Admin.forbiddenTitle!);
    await expect(page.getByText(fr.Admin.forbiddenText!)).toBeVisible();
  }
  const gdpr = await page.request.get('/api/admin/privacy/?email=redactie%40example.be');
  expect(gdpr.status()).toBe(403);
  expect(await gdpr.text()).toBe(`${fr.Admin.forbiddenTitle}. ${fr.Admin.forbiddenText}`);
  await page.close();
});
