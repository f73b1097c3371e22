/**
 * `npm run staff -- add EMAIL [--role editor|agent|admin] [--admin] [--name NAME] [--locale nl|fr|en|de]`:
 * a back-office account with that role (--admin is --role admin; an editor without either;
 * docs/decisions/030-staff-roles.md) without a password, and a single-use link, valid 24
 * hours, printed here for that person to choose one: the first admin of a new agency. Same
 * environment as `npm start` (SITE_URL for the link; DATABASE_URL, or DATA_DIR's embedded
 * PostgreSQL on PGPORT, started for the command when the site is not running).
 */
import { openDatabase } from '../src/db/acquire';
import { ROLES, type Role } from '../src/domain/access/roles';
import { SITE_LOCALES, type SiteLocale } from '../src/domain/language/site-locales';

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const [command, email] = args;
const locale = valueOf('--locale') ?? 'nl';
const role = valueOf('--role') ?? (args.includes('--admin') ? 'admin' : 'editor');
if (
  command !== 'add' ||
  !email ||
  !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ||
  !(SITE_LOCALES as readonly string[]).includes(locale) ||
  !(ROLES as readonly string[]).includes(role) ||
  (args.includes('--admin') && role !== 'admin')
) {
  console.error(
    'usage: npm run staff -- add EMAIL [--role editor|agent|admin] [--admin] [--name NAME] [--locale nl|fr|en|de]',
  );
  console.error("  editor: the site's texts, pages, menu, pictures and testimonials");
  console.error("  agent:  leads, lists, visit slots and the listings' legal mentions");
  console.error('  admin:  everything, staff accounts, connectors and GDPR requests included');
  process.exit(2);
}

await import('./lib/server-only-off.mjs');
const { addStaffWithLink, STAFF_COMMAND_LINK_HOURS } = await import('../src/lib/staff/invite');
const handle = await openDatabase();
let code = 0;
try {
  const done = await addStaffWithLink(
    handle.db,
    { email, name: valueOf('--name'), role: role as Role, locale: locale as SiteLocale },
    'npm run staff',
  );
  if (done.result === 'exists') {
    console.error(`${email} already has a back-office account: it can ask a new password at /admin/forgot/`);
    code = 1;
  } else {
    console.log(`${role} ${email.trim().toLowerCase()} added, without a password.`);
    console.log(`Open this link within ${STAFF_COMMAND_LINK_HOURS} hours to choose one (it works once):`);
    console.log(`  ${done.link}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await handle.close();
}
process.exit(code);
