import { expect, test, type Page } from '@playwright/test';
import { FORM_CASES, mailsTo, type FormValues } from './forms-helpers';

/**
 * The bad-input sweep: for every form, a hundred or more malformed posts straight to its server action
 * (as a browser without JavaScript sends them). Never a 500, never the thank-you page, always the
 * form again with its message; and nothing stored, so no mail leaves for the address used.
 */

const HUGE = 'A'.repeat(20_000);
const SCRIPT = '<script>alert(1)</script>';
type Field = { name: string; type: string; required: boolean; multiple: boolean };

/** Malformed variants of a valid payload: each field missing, too long, of the wrong type, doubled, a file. */
function variants(base: FormValues, fields: Field[]): { label: string; values: FormValues; file?: string }[] {
  const out: { label: string; values: FormValues; file?: string }[] = [];
  const without = (name: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== name));
  for (const f of fields) {
    const constrained = ['email', 'tel', 'number', 'date', 'radio', 'select-one', 'url', 'checkbox'].includes(f.type);
    if (f.required) out.push({ label: `${f.name} missing`, values: without(f.name) });
    if (f.type === 'checkbox' && f.multiple) {
      out.push({ label: `${f.name} bogus option`, values: { ...base, [f.name]: [SCRIPT] } });
      continue;
    }
    if (f.type === 'file') {
      out.push({ label: `${f.name} as text`, values: { ...base, [f.name]: SCRIPT } });
      out.push({ label: `${f.name} bad file`, values: base, file: f.name });
      continue;
    }
    out.push({ label: `${f.name} huge`, values: { ...base, [f.name]: f.type === 'checkbox' ? HUGE : HUGE } });
    out.push({ label: `${f.name} doubled`, values: { ...base, [f.name]: [String(base[f.name] ?? 'x'), 'y'] } });
    out.push({ label: `${f.name} as file`, values: base, file: `text:${f.name}` });
    if (f.type === 'email') {
      for (const bad of [
        'a@',
        '@b.be',
        'a b@c.be',
        'a@b',
        `${'x'.repeat(250)}@b.be`,
        'a@b..be',
        'a@@b.be',
        '"a"@',
        'javascript:alert(1)',
      ])
        out.push({ label: `${f.name}=${bad.slice(0, 20)}`, values: { ...base, [f.name]: bad } });
    }
    if (constrained) {
      // (A date is a plausible phone number: 2026-02-30 has eight digits.)
      const junk = [SCRIPT, '-1', '1e309', 'NaN', ' ', '\u0000', ...(f.type === 'tel' ? [] : ['2026-02-30'])];
      for (const bad of junk)
        out.push({ label: `${f.name}=${JSON.stringify(bad)}`, values: { ...base, [f.name]: bad } });
    }
  }
  // Random combinations: one change that is always wrong (a required field gone or a field far too
  // long) plus junk in two other fields. Seeded, so a failure can be replayed.
  let seed = 42;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const JUNK = [
    SCRIPT,
    HUGE,
    '',
    '-1',
    '1e309',
    '\u202e\u0000',
    '😀'.repeat(3000),
    '{"$ne":null}',
    "' OR 1=1 --",
    '../../etc/passwd',
    '[]',
    'on',
  ];
  const names = fields.map((f) => f.name);
  for (let i = 0; i < 40 && names.length > 0; i++) {
    const broken = names[rnd(names.length)]!;
    const values: FormValues = { ...base, [broken]: HUGE };
    for (let j = 0; j < 2; j++) values[names[rnd(names.length)]!] = JUNK[rnd(JUNK.length)]!;
    values[broken] = HUGE;
    out.push({ label: `fuzz ${i} (${broken} huge)`, values });
  }
  return out;
}

async function formOf(page: Page, url: string) {
  await page.goto(url);
  const hidden = await page.$$eval('form[id^="lead-"] input[type="hidden"]', (els) =>
    els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value] as [string, string]),
  );
  const fields = await page.$$eval('form[id^="lead-"] [name]:not([type="hidden"])', (els) => {
    const seen = new Map<string, { name: string; type: string; required: boolean; multiple: boolean }>();
    for (const e of els as HTMLInputElement[]) {
      if (e.name === 'website_url') continue;
      const prev = seen.get(e.name);
      // Text fields carry aria-required; a radio or checkbox group marks its own legend with *.
      const group =
        e.type === 'radio' || e.type === 'checkbox'
          ? e.closest('fieldset')?.querySelector(':scope > legend span[aria-hidden]')
          : null;
      const required = e.getAttribute('aria-required') === 'true' || group != null;
      seen.set(e.name, {
        name: e.name,
        type: e.type,
        required: prev?.required || required,
        multiple: Boolean(prev) && e.type === 'checkbox',
      });
    }
    return [...seen.values()];
  });
  const slots = page.locator('input[name="slotId"]');
  const slot = (await slots.count()) > 0 ? await slots.first().getAttribute('value') : null;
  return { hidden, fields, slot };
}

function body(hidden: [string, string][], values: FormValues, file?: string): FormData {
  const fd = new FormData();
  for (const [k, v] of hidden) fd.append(k, v);
  fd.append('website_url', '');
  for (const [k, v] of Object.entries(values)) for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item);
  if (file?.startsWith('text:')) fd.append(file.slice(5), new Blob(['hello'], { type: 'text/plain' }), 'x.txt');
  else if (file)
    fd.append(file, new Blob(['MZ\u0090\u0000 not an image'], { type: 'application/x-msdownload' }), 'evil.exe');
  return fd;
}

test.describe('bad-input sweep', () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(600_000);

  for (const c of FORM_CASES) {
    test(`${c.kind}: malformed posts are refused with a message, nothing is stored`, async ({ page, baseURL }) => {
      const ip = `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const { hidden, fields, slot } = await formOf(page, c.url);
      const email = `sweep-${c.kind}-${Date.now()}@example.be`;
      const base = { ...c.base(email), ...(c.kind === 'appointment' && slot ? { slotId: slot } : {}) };
      const list = variants(base, fields);
      // Wrong kind, wrong language, a bot in the honeypot, a forged token: refused as a whole.
      const extra = [
        {
          label: 'unknown form',
          values: base,
          hidden: hidden.map(([k, v]) => [k, k === '_form' ? 'admin' : v] as [string, string]),
        },
        { label: 'honeypot', values: { ...base, website_url: 'x' } },
        {
          label: 'bad token',
          values: base,
          hidden: hidden.map(([k, v]) => [k, k === '_token' ? '../../etc' : v] as [string, string]),
        },
        {
          label: 'bad language, empty body',
          values: {},
          hidden: hidden.map(([k, v]) => [k, k === '_locale' ? 'xx' : v] as [string, string]),
        },
      ];
      expect(list.length + extra.length).toBeGreaterThan(60);
      const headers = { 'x-forwarded-for': ip, origin: baseURL! };
      for (const v of [
        ...list.map((x) => ({ ...x, hidden })),
        ...extra.map((x) => ({ file: undefined, hidden, ...x })),
      ]) {
        if (process.env.SWEEP_DEBUG) console.log(c.kind, v.label);
        const response = await page.request.post(c.url, {
          multipart: body(v.hidden, v.values, v.file),
          maxRedirects: 0,
          headers,
          timeout: 20_000,
        });
        expect(response.status(), `${c.kind}: ${v.label}`).toBe(200);
        const html = await response.text();
        expect(html, `${c.kind}: ${v.label}`).toMatch(/role="alert"[^>]*><p[^>]*>[^<]+/);
      }
      expect(mailsTo(email)).toEqual([]);
      // Control: the untouched payload with the same form token is accepted, so the refusals above were the sweep's doing.
      const ok = await page.request.post(c.url, { multipart: body(hidden, base), maxRedirects: 0, headers });
      expect(ok.status(), `${c.kind}: valid payload`).toBe(303);
    });
  }
});
