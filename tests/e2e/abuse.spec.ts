import type { APIRequestContext } from '@playwright/test';
import { expectMails, fill, unique } from './forms-helpers';
import { expect, test } from './variant-server';
import { bigPost, hiddenFields, rawRequest } from './raw-http';

/**
 * Tried as an attacker would (issue 17): what a visitor sends (a header, a method, a made-up
 * token) dodges no limit and causes no error. Against the production build; the main test server
 * plays a site behind one reverse proxy (TRUSTED_PROXIES=1), the `direct` variant one with none.
 */
const contact = {
  title: 'ms',
  firstName: 'An',
  lastName: 'Peeters',
  phone: '0476123456',
  remark: 'Graag meer info.',
  website_url: '',
};

/** A contact form as a browser without JavaScript sends it: a fresh page (and form token) each time. */
async function postContact(
  request: APIRequestContext,
  base: string,
  email: string,
  headers: Record<string, string>,
  token?: string,
) {
  const hidden = hiddenFields(await (await request.get('/nl/contact/', { headers })).text(), /id="lead-/);
  expect(Object.keys(hidden)).toEqual(expect.arrayContaining(['_form', '_locale', '_token']));
  const multipart: Record<string, string> = { ...hidden, ...contact, email };
  if (token !== undefined) multipart._token = token;
  const response = await request.post('/nl/contact/', {
    multipart,
    maxRedirects: 0,
    headers: { ...headers, origin: new URL(base).origin },
  });
  return { status: response.status(), html: response.status() === 200 ? await response.text() : '' };
}

const LIMITED = 'Er werden te veel berichten verzonden vanaf uw adres';

test.describe('behind one proxy (the main server)', () => {
  test('the visitor’s own X-Forwarded-For entries dodge no limit: the proxy’s entry counts', async ({
    request,
    baseURL,
  }) => {
    const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const run = Date.now();
    for (let i = 0; i < 3; i++) {
      // The visitor wrote an address of its choice; the proxy appended the one it saw.
      const sent = await postContact(request, baseURL!, `abuse-${run}-${i}@example.be`, {
        'x-forwarded-for': `198.18.${i}.9, ${client}`,
      });
      expect(sent.status, `post ${i + 1}`).toBe(303);
    }
    const fourth = await postContact(request, baseURL!, `abuse-${run}-4@example.be`, {
      'x-forwarded-for': `198.18.99.9, ${client}`,
    });
    expect(fourth.status).toBe(200);
    expect(fourth.html).toContain(LIMITED);
  });

  test('a made-up form token is refused: a script must fetch a page for every submission', async ({
    request,
    baseURL,
  }) => {
    const headers = { 'x-forwarded-for': `203.0.114.${Math.floor(Math.random() * 250) + 1}` };
    const forged = await postContact(request, baseURL!, `forged-${Date.now()}@example.be`, headers, 'A'.repeat(47));
    expect(forged.status).toBe(200);
    expect(forged.html).toContain('Dit formulier is verlopen');
  });

  test('a proxy that passes the Host without its port (nginx $host) still gets the forms through, never a 500 (issue 32)', async ({
    request,
    baseURL,
  }) => {
    const headers = { 'x-forwarded-for': `203.0.115.${Math.floor(Math.random() * 250) + 1}`, host: 'localhost' };
    const sent = await postContact(request, baseURL!, `host-${Date.now()}@example.be`, headers);
    expect(sent.status).toBe(303);
  });

  test('the visit beacon refuses other websites and never errs', async ({ request }) => {
    expect(
      (
        await request.post('/api/visits/', {
          data: '5101',
          headers: { 'sec-fetch-site': 'cross-site', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' },
        })
      ).status(),
    ).toBe(403);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        request
          .post('/api/visits/', {
            data: '5101',
            headers: { 'sec-fetch-site': 'same-origin', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' },
          })
          .then((r) => r.status()),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([204]));
  });

  test('Next.js’s internal headers from outside change nothing: the next visitor gets the whole page (issue 33)', async ({
    request,
  }) => {
    // Each address once with a header Next.js reads as its own, then as a visitor asks for it.
    const internal: Record<string, string>[] = [
      { 'x-middleware-prefetch': '1' },
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      { 'x-invoke-status': '404' },
      { 'x-nextjs-data': '1' },
      // The edge's own request headers: a visitor cannot ask for the 404 page or choose the nonce.
      { 'x-vitrine-not-found': '1' },
      { 'x-vitrine-nonce': 'AAAAAAAAAAAAAAAAAAAAAA==' },
    ];
    for (const [i, headers] of internal.entries()) {
      for (const path of [`/nl/te-koop/?poison=${i}-${Date.now()}`, `/fr/?poison=${i}-${Date.now()}`]) {
        const hostile = await request.get(path, { headers, maxRedirects: 0 });
        expect(hostile.status(), `${JSON.stringify(headers)} ${path}`).toBeLessThan(500);
        for (let visit = 0; visit < 2; visit++) {
          const plain = await request.get(path, { maxRedirects: 0 });
          expect(plain.status(), path).toBe(200);
          expect(plain.headers()['content-type'], path).toMatch(/^text\/html/);
          expect(await plain.text(), path).toContain('<main');
        }
      }
    }
  });

  test('odd methods and request targets get 405 or 400, never an error', async ({ request, baseURL }) => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const response = await request.fetch('/nl/', { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD, POST');
    }
    const options = await request.fetch('/nl/', { method: 'OPTIONS' });
    expect(options.status()).toBe(204);
    expect(options.headers().allow).toBe('GET, HEAD, POST');
    // A request target that is not a path (`GET *`, as some scanners send), on a raw connection.
    const { port, hostname } = new URL(baseURL!);
    const net = await import('node:net');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.end(`GET * HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  test('another website’s post is 403; a broken multipart body is 400, never an error page', async ({
    request,
    baseURL,
  }) => {
    const foreign = await request.post('/nl/contact/', {
      form: { a: 'b' },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    const action = await request.post('/nl/contact/', {
      data: '[]',
      headers: { origin: 'https://evil.example', 'next-action': 'deadbeef', 'content-type': 'text/plain' },
    });
    expect(action.status()).toBe(403);
    const broken = await request.post('/nl/contact/', {
      data: Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="_form"\r\n\r\ncontact'),
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ', origin: new URL(baseURL!).origin },
    });
    expect(broken.status()).toBe(400);
    const unknownAction = await request.post('/nl/contact/', {
      data: '[]',
      headers: { origin: new URL(baseURL!).origin, 'next-action': 'deadbeef', 'content-type': 'text/plain' },
    });
    expect(unknownAction.status()).toBeLessThan(500);
  });

  test('a real action with arguments no page sends is 400, with or without JavaScript, never 500 (issue 33)', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const idOf = async (path: string) =>
      /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(await (await request.get(path)).text())?.[1] ?? '';
    const contact = await idOf('/nl/contact/');
    const login = await idOf('/nl/login/');
    expect(contact).toMatch(/^[0-9a-f]{40,}$/);
    expect(login).toMatch(/^[0-9a-f]{40,}$/);
    const text = (path: string, id: string, body: string) =>
      request.post(path, {
        data: body,
        headers: { origin, 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' },
      });
    expect((await text('/nl/contact/', contact, '[]')).status()).toBe(400);
    expect((await text('/nl/login/', login, '["$@1",[1,2]]')).status()).toBe(400);
    for (const root of [
      '[]',
      '["$@1",[1,2]]',
      '[{"a":"$F1"},"$K1"]',
      `[${'['.repeat(5000)}${']'.repeat(5000)},"$K1"]`,
    ]) {
      const sent = await request.post('/nl/contact/', {
        multipart: { '0': root, '1_email': 'x@example.be' },
        headers: { origin, 'next-action': contact },
      });
      expect(sent.status(), root.slice(0, 40)).toBe(400);
    }
    // With the page's own shape but the wrong number of arguments: the form's own answer, not a 500.
    const short = await request.post('/nl/contact/', {
      multipart: { '0': '["$K1"]' },
      headers: { origin, 'next-action': contact },
    });
    expect(short.status()).toBeLessThan(500);
    // Without JavaScript: the bound argument nested 5.000 deep.
    const deep = await request.post('/nl/contact/', {
      multipart: {
        $ACTION_REF_1: '',
        '$ACTION_1:0': JSON.stringify({ id: contact, bound: '$@1' }),
        '$ACTION_1:1': `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
        email: 'x@example.be',
      },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(deep.status()).toBe(400);
  });

  test('eight MB written as fast as a client can: every one reads the 413 page (issue 33)', async ({ baseURL }) => {
    const answers: string[] = [];
    for (let i = 0; i < 10; i++)
      answers.push(await bigPost({ base: baseURL!, path: '/fr/contact/', bytes: 8 * 1024 * 1024 }));
    for (const answer of answers) {
      expect(answer.slice(0, 40)).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('<html lang="fr"');
      expect(answer).toContain('</html>');
    }
  });

  test('the hostile probe’s shapes (issue 43) get 400, 403, 404 or 413, never 500', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const host = new URL(baseURL!).host;
    const contact = /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(
      await (await request.get('/nl/contact/')).text(),
    )?.[1];
    expect(contact).toMatch(/^[0-9a-f]{40,}$/);
    const multipart = (parts: string[]) => Buffer.from(`${parts.join('')}--XYZ--\r\n`, 'latin1');
    const part = (disposition: string, value: string, extra = '') =>
      `--XYZ\r\nContent-Disposition: form-data; ${disposition}${extra}\r\n\r\n${value}\r\n`;
    const post = (body: Buffer, headers: Record<string, string> = {}) =>
      request.post('/nl/contact/', {
        data: body,
        headers: { origin, 'content-type': 'multipart/form-data; boundary=XYZ', ...headers },
        maxRedirects: 0,
      });
    const withJs = { 'next-action': contact! };
    const shapes: [string, Buffer, Record<string, string>][] = [
      ['two parts named 0', multipart([part('name="0"', '["$K1"]'), part('name="0"', '[]')]), withJs],
      ['an unquoted name', multipart([part('name=0', '[]')]), withJs],
      ['an extended name', multipart([part("name*=utf-8''0", '[]')]), withJs],
      ['a file as part 0', multipart([part('name="0"', '["$K1"]', '; filename="x.json"')]), withJs],
      [
        'a part header over 16 KB',
        multipart([part('name="0"', '["$K1"]', `\r\nX-Pad: ${'x'.repeat(17_000)}`)]),
        withJs,
      ],
      [
        'a bound argument without its part',
        multipart([
          part('name="$ACTION_REF_1"', ''),
          part('name="$ACTION_1:0"', JSON.stringify({ id: contact, bound: '$@1' })),
        ]),
        {},
      ],
    ];
    for (const [what, body, headers] of shapes) expect((await post(body, headers)).status(), what).toBe(400);
    // An origin no browser writes.
    expect((await post(multipart([part('name="a"', 'b')]), { origin: `${origin}/` })).status()).toBe(403);
    // A Host and an Origin that agree, and another forwarded host.
    const answer = await rawRequest(
      baseURL!,
      `POST /nl/contact/ HTTP/1.1\r\nHost: evil.example\r\nOrigin: http://evil.example\r\nX-Forwarded-Host: ${host}\r\n` +
        `Next-Action: ${contact}\r\nContent-Type: multipart/form-data; boundary=XYZ\r\nContent-Length: ${multipart([part('name="0"', '["$K1"]')]).length}\r\n` +
        `Connection: close\r\n\r\n${multipart([part('name="0"', '["$K1"]')]).toString('latin1')}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 [234]\d\d /);
    // The 410 page's internal route, addressed directly.
    expect((await request.get('/nl/gone/990001/')).status()).toBe(404);
    // Over 6 MB without a Content-Length: the 413 page all the same.
    const chunked = await bigPost({ base: baseURL!, path: '/fr/contact/', bytes: 7 * 1024 * 1024, chunked: true });
    expect(chunked.slice(0, 40)).toMatch(/^HTTP\/1\.1 413 /);
    expect(chunked).toContain('<html lang="fr"');
  });

  test('the benchmarks’ reference page (script-src unsafe-inline) is not part of a production start', async ({
    request,
  }) => {
    expect((await request.get('/bench-reference/')).status()).toBe(404);
  });

  test('the specification’s old addresses redirect to SITE_URL, whatever Host the request names', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/property/5202/', { headers: { host: 'evil.example' }, maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(new RegExp(`^${baseURL}/nl/`));
    expect(response.headers().location).not.toContain('evil.example');
  });
});

test.describe('a visitor without JavaScript who picks a 7 MB photo', () => {
  test.use({ javaScriptEnabled: false });

  test('is told in their language that it is too large, and how to go on', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.115.${Math.floor(Math.random() * 250) + 1}` });
    await page.goto('/fr/temoignage/');
    await page.locator('input[name="name"]').fill('Sofie');
    await page.locator('input[name="email"]').fill(`big-${Date.now()}@example.be`);
    await page.locator('textarea[name="comment"]').fill('Très contente !');
    await page
      .locator('input[name="photo"]')
      .setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(7 * 1024 * 1024, 1) });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Envoyer' }).click(),
    ]);
    expect(response.status()).toBe(413);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trop volumineux pour être envoyé');
    await expect(page.getByText('5 Mo au plus')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rouvrir le formulaire' })).toHaveAttribute('href', '/fr/temoignage/');
  });
});

test.describe('the newsletter’s confirmation link', () => {
  test.use({ javaScriptEnabled: false });

  test('opened (as a mail scanner does) confirms nothing; the button on its page does', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.116.${Math.floor(Math.random() * 250) + 1}` });
    const email = unique('scanner');
    await page.goto('/nl/nieuwsbrief/');
    await fill(page, { email });
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/sign-newsletter\/$/);
    const [mail] = await expectMails(email, 1);
    const link = /https?:\/\/[^\s"<>]+\/nl\/nieuwsbrief\/bevestigen\/[A-Za-z0-9_-]+\//.exec(
      mail!.replace(/=\r?\n/g, ''),
    )![0];
    const path = new URL(link).pathname;
    // A scanner's GET, twice: the page asks, nothing is confirmed.
    for (let i = 0; i < 2; i++) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('Mijn inschrijving bevestigen');
      expect(html).not.toContain('is bevestigd');
    }
    await page.goto(path);
    await page.getByRole('button', { name: 'Mijn inschrijving bevestigen' }).click();
    await expect(page.getByRole('status')).toHaveText('Bedankt: uw inschrijving op onze nieuwsbrief is bevestigd.');
  });
});

test.describe('with no proxy (TRUSTED_PROXIES=0)', () => {
  test.describe.configure({ mode: 'default' });
  test.use({ variant: 'direct' });

  test('a different X-Forwarded-For on every post changes nothing: the fourth post without JavaScript is refused', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const run = Date.now();
    for (let i = 0; i < 3; i++) {
      const sent = await postContact(request, baseURL!, `direct-${run}-${i}@example.be`, {
        'x-forwarded-for': `198.18.${i}.${(run % 200) + 1}`,
      });
      expect(sent.status, `post ${i + 1}`).toBe(303);
    }
    const fourth = await postContact(request, baseURL!, `direct-${run}-4@example.be`, {
      'x-forwarded-for': '198.18.77.7',
      'x-real-ip': '198.18.77.8',
      'x-vitrine-client': '198.18.77.9',
    });
    expect(fourth.status).toBe(200);
    expect(fourth.html).toContain(LIMITED);
  });
});

test('an address over 4 KB is refused with 414, not redirected with headers no client can read', async ({
  request,
}) => {
  const long = `/PROJECT/a?garages=${'x'.repeat(9000)}`;
  const response = await request.get(long, { maxRedirects: 0 });
  expect(response.status()).toBe(414);
  expect(await response.text()).toBe('URI Too Long\n');
  // A long but reasonable address still works (a list with many cities).
  const cities = Array.from({ length: 40 }, (_, i) => `city=place-${i}%7C${9000 + i}`).join('&');
  expect((await request.get(`/nl/te-koop/?${cities}`)).status()).toBe(200);
});
