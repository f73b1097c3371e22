/**
 * What the CI-only proofs (scripts/ci/*.ts) share: a line per check, the failures counted, the end
 * that exits 1 when one failed; and the hidden fields of a form as a browser without JavaScript
 * sends them.
 */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function checks(name: string) {
  const failures: string[] = [];
  return {
    failures,
    check(ok: boolean, message: string): void {
      console.log(`${ok ? '  ok ' : '  FAIL'} ${message}`);
      if (!ok) failures.push(message);
    },
    /** Ends the run: exit 1 with the count when a check failed. */
    finish(): never {
      if (failures.length) {
        console.error(`\n${name}: ${failures.length} check(s) failed`);
        process.exit(1);
      }
      console.log(`\n${name}: all checks passed`);
      process.exit(0);
    },
  };
}

export const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of the form that holds `marker` in a page (server action, token, honeypot…). */
export function hiddenFields(html: string, marker: string): [string, string][] {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no form ${marker} in the page`);
  const start = html.lastIndexOf('<form', at);
  const form = html.slice(start, html.indexOf('</form>', at));
  const inputs = form.match(/<input[^>]*type="hidden"[^>]*>/g) ?? [];
  return inputs
    .map((tag): [string, string] => [
      decode(/name="([^"]*)"/.exec(tag)?.[1] ?? ''),
      decode(/value="([^"]*)"/.exec(tag)?.[1] ?? ''),
    ])
    .filter(([n]) => n);
}

/** The PostgreSQL server a proof may stop and start: its address and the two commands, from the environment. */
export function postgresControl(names: { url: string; stop: string; start: string }) {
  const [base, stop, start] = [process.env[names.url], process.env[names.stop], process.env[names.start]];
  if (!base || !stop || !start) {
    console.error(`${names.url}, ${names.stop} and ${names.start} are required`);
    process.exit(2);
  }
  return { base, stopCmd: stop, startCmd: start };
}

/** A visitor's contact form, filled in (the honeypot left empty). */
export const contactFields = (email: string, remark: string): Record<string, string> => ({
  title: 'ms',
  firstName: 'An',
  lastName: 'Peeters',
  email,
  phone: '0476123456',
  remark,
  website_url: '',
});
