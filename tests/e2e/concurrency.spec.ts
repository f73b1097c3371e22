import { expect, test } from '@playwright/test';
import { mailsTo } from './forms-helpers';

/**
 * 200 visitors send the contact form at the same moment, a quarter of them with a double click
 * (the same form token twice, concurrently): every one reaches the thank-you page, every one is
 * stored once (its two mails, no more), and every mail is queued and written.
 */
const VISITORS = 200;

test.describe('a burst of form submissions', () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(240_000);

  test('200 concurrent contact forms: each stored exactly once, each mail queued', async ({ page, baseURL }) => {
    await page.goto('/nl/contact/');
    const hidden = await page.$$eval('form[id^="lead-"] input[type="hidden"]', (els) =>
      els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value] as [string, string]),
    );
    const run = `${Date.now()}`;
    // Each visitor's own form token, signed by the server with the page (a made-up one is refused).
    const tokens: string[] = [];
    while (tokens.length < VISITORS) {
      const pages = await Promise.all(
        Array.from({ length: 20 }, () => page.request.get('/nl/contact/').then((r) => r.text())),
      );
      for (const html of pages) tokens.push(/name="_token" value="([^"]+)"/.exec(html)![1]!);
    }
    const visitor = (i: number) => ({
      email: `burst-${run}-${i}@example.be`,
      token: tokens[i]!,
      ip: `10.${100 + (i % 100)}.${Math.floor(i / 100)}.${(Number(run) % 200) + 1}`,
    });
    const post = (v: ReturnType<typeof visitor>) => {
      const fd = new FormData();
      for (const [k, value] of hidden) fd.append(k, k === '_token' ? v.token : value);
      for (const [k, value] of Object.entries({
        title: 'ms',
        firstName: 'An',
        lastName: 'Peeters',
        email: v.email,
        phone: '0476123456',
        remark: 'Graag meer info.',
        website_url: '',
      }))
        fd.append(k, value);
      return page.request.post('/nl/contact/', {
        multipart: fd,
        maxRedirects: 0,
        headers: { 'x-forwarded-for': v.ip, origin: baseURL! },
        timeout: 120_000,
      });
    };
    const visitors = Array.from({ length: VISITORS }, (_, i) => visitor(i));
    const requests = visitors.flatMap((v, i) => (i % 4 === 0 ? [post(v), post(v)] : [post(v)]));
    const responses = await Promise.all(requests);
    for (const r of responses) {
      expect(r.status()).toBe(303);
      expect(r.headers().location).toMatch(/\/nl\/bedankt\/site-contact\/$/);
    }
    // Agency mail and the visitor's copy, once each: a second copy would mean a second submission.
    await expect
      .poll(() => visitors.filter((v) => mailsTo(v.email).length === 2).length, {
        timeout: 120_000,
        intervals: [1_000],
      })
      .toBe(VISITORS);
    expect(visitors.filter((v) => mailsTo(v.email).length !== 2)).toEqual([]);
  });
});
