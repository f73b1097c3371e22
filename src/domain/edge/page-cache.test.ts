import { describe, expect, it } from 'vitest';
import {
  dropInternalHeaders,
  fileAddressVisit,
  filledCopy,
  freshNonce,
  PAGE_HEADER,
  pageRequest,
  placesIn,
  storable,
  swapAll,
} from './page-cache';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

describe('which requests the page cache answers', () => {
  it('takes documents of the public site read with GET or HEAD', () => {
    expect(pageRequest(get('/nl/'))).toBe(true);
    expect(pageRequest(get('/fr/a-vendre/?city=3000&sort=price-asc'))).toBe(true);
    expect(pageRequest({ ...get('/en/for-sale/leuven/house/5202/'), method: 'HEAD' })).toBe(true);
    expect(pageRequest(get('/nl/', { cookie: 'consent=set.functional; NEXT_LOCALE=nl' }))).toBe(true);
  });

  it('leaves forms being sent, APIs, files, the back office and Next’s own payloads to the site', () => {
    expect(pageRequest({ ...get('/nl/contact/'), method: 'POST' })).toBe(false);
    for (const url of [
      '/api/captcha/',
      '/_next/static/chunks/a.js',
      '/files/photo/ab/cd.webp',
      '/admin/',
      '/admin/leads/',
      '/robots.txt',
      '/favicon.ico',
      '/bench-reference/',
    ]) {
      expect(pageRequest(get(url)), url).toBe(false);
    }
    expect(pageRequest(get('/nl/te-koop/', { rsc: '1' }))).toBe(false);
    expect(pageRequest(get('/nl/te-koop/?_rsc=abc12'))).toBe(false);
    expect(pageRequest(get('/nl/contact/', { 'next-action': 'x' }))).toBe(false);
  });

  it('never answers a staff member’s preview or draft mode from the store', () => {
    expect(pageRequest(get('/nl/', { cookie: '__prerender_bypass=abc' }))).toBe(false);
    expect(pageRequest(get('/nl/', { cookie: 'consent=set; vitrine-preview=page:p-1' }))).toBe(false);
    expect(pageRequest(get('/nl/', { cookie: 'my-vitrine-preview=1' }))).toBe(true);
  });
});

describe('a visit to an address with a file ending (the full 404 page there too)', () => {
  const visit = { 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  it('is a browser’s or a crawler’s visit: a document, or text/html asked for first', () => {
    expect(fileAddressVisit(get('/nl/oud.php', visit))).toBe(true);
    expect(fileAddressVisit(get('/wp-login.php', { accept: 'text/html,*/*' }))).toBe(true);
    expect(fileAddressVisit({ ...get('/robots.txt', visit), method: 'HEAD' })).toBe(true);
  });

  it('is not a picture, a script or a fetch, an address without a file ending, nor Next’s, the API’s or the files’', () => {
    expect(fileAddressVisit(get('/demo/banner-01-600.webp', { 'sec-fetch-dest': 'image', accept: 'text/html' }))).toBe(
      false,
    );
    expect(fileAddressVisit(get('/x.php', { accept: '*/*' }))).toBe(false);
    expect(fileAddressVisit(get('/x.php'))).toBe(false);
    expect(fileAddressVisit(get('/nl/te-koop/', visit))).toBe(false);
    for (const url of ['/_next/static/chunks/a.js', '/api/x.json', '/files/p/ab/c.webp', '/bench-reference/a.css'])
      expect(fileAddressVisit(get(url, visit)), url).toBe(false);
    expect(fileAddressVisit({ ...get('/x.php', visit), method: 'POST' })).toBe(false);
    expect(fileAddressVisit(get('/x.php', { ...visit, cookie: 'vitrine-preview=page:p-1' }))).toBe(false);
    expect(fileAddressVisit(get('/x.php', { ...visit, rsc: '1' }))).toBe(false);
  });
});

describe('which answers are stored', () => {
  const page = Buffer.from('<!DOCTYPE html><html><body><main><h1>Te koop</h1></main></body></html>');
  const html = { [PAGE_HEADER]: 'public', 'content-type': 'text/html; charset=utf-8' };
  it('public pages, 404s and 410s that set no cookie', () => {
    for (const status of [200, 404, 410]) expect(storable(status, html, page), String(status)).toBe(true);
    expect(storable(200, { ...html, [PAGE_HEADER]: 'private' }, page)).toBe(false);
    expect(storable(200, { 'content-type': 'text/html' }, page)).toBe(false);
    expect(storable(200, { ...html, 'set-cookie': ['a=b'] }, page)).toBe(false);
    for (const status of [301, 308, 500, 503]) expect(storable(status, html, page), String(status)).toBe(false);
  });

  it('only a whole HTML document: never `{}`, a payload without a type, or a page cut short', () => {
    expect(storable(200, { [PAGE_HEADER]: 'public' }, Buffer.from('{}'))).toBe(false);
    expect(storable(200, { [PAGE_HEADER]: 'public' }, page)).toBe(false);
    expect(storable(200, { ...html, 'content-type': 'application/json' }, page)).toBe(false);
    expect(storable(200, { ...html, 'content-type': 'text/x-component' }, page)).toBe(false);
    expect(storable(200, html, Buffer.from('{}'))).toBe(false);
    expect(storable(200, html, Buffer.from('<!DOCTYPE html><html><body><main>'))).toBe(false);
  });

  it('never a page of which a part failed while it streamed', () => {
    const failed = Buffer.from('<html><main><template data-dgst="1234567"></template></main></html>');
    expect(storable(200, html, failed)).toBe(false);
  });
});

describe('Next.js’s internal headers', () => {
  it('are dropped from a request from outside, and the router’s own headers are kept', () => {
    const headers: Record<string, string | undefined> = {
      host: 'example.be',
      'x-middleware-prefetch': '1',
      'X-Middleware-Subrequest': 'middleware',
      'x-invoke-path': '/nl/',
      'x-invoke-status': '404',
      'x-nextjs-data': '1',
      'x-matched-path': '/nl',
      rsc: '1',
      'next-router-state-tree': '[]',
      accept: 'text/html',
    };
    expect(dropInternalHeaders(headers).sort()).toEqual(
      [
        'X-Middleware-Subrequest',
        'x-invoke-path',
        'x-invoke-status',
        'x-matched-path',
        'x-middleware-prefetch',
        'x-nextjs-data',
      ].sort(),
    );
    expect(Object.keys(headers).sort()).toEqual(['accept', 'host', 'next-router-state-tree', 'rsc']);
  });

  it('make a request that is not answered from or stored in the page cache', () => {
    for (const name of [
      'x-middleware-prefetch',
      'next-router-prefetch',
      'next-router-segment-prefetch',
      'rsc',
      'next-url',
    ])
      expect(pageRequest({ method: 'GET', url: '/nl/te-koop/?x=1', headers: { [name]: '1' } }), name).toBe(false);
    expect(pageRequest({ method: 'GET', url: '/nl/te-koop/?x=1', headers: { accept: 'text/html' } })).toBe(true);
  });
});

describe('a stored page’s nonce', () => {
  it('is replaced wherever it stands, and nothing else changes', () => {
    const old = freshNonce();
    const next = freshNonce();
    expect(old).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(next).not.toBe(old);
    const page = Buffer.from(
      `<script nonce="${old}">1</script><p>é</p><script nonce="${old}" src="/a.js"></script>${old}`,
    );
    expect(swapAll(page, old, next).toString()).toBe(
      `<script nonce="${next}">1</script><p>é</p><script nonce="${next}" src="/a.js"></script>${next}`,
    );
    expect(swapAll(Buffer.from('<p>nothing</p>'), old, next).toString()).toBe('<p>nothing</p>');
  });
});

describe('placesIn and filledCopy', () => {
  it('write fresh values where the stored ones stood, in one copy, leaving the stored page as it was', () => {
    const page = Buffer.from('<script nonce="AAAA">x</script><input value="TTTTTT"><i nonce="AAAA">é</i>');
    const places = placesIn(page, ['AAAA', 'TTTTTT']);
    expect(places).toEqual(
      new Map([
        ['AAAA', [15, 63]],
        ['TTTTTT', [45]],
      ]),
    );
    const copy = filledCopy(
      page,
      places,
      new Map([
        ['AAAA', 'BBBB'],
        ['TTTTTT', 'UUUUUU'],
      ]),
    );
    expect(copy.toString()).toBe('<script nonce="BBBB">x</script><input value="UUUUUU"><i nonce="BBBB">é</i>');
    expect(page.toString()).toContain('AAAA');
    // A fresh value of another length cannot go in place: every occurrence is replaced the long way.
    expect(filledCopy(page, places, new Map([['AAAA', 'CC']])).toString()).toBe(
      '<script nonce="CC">x</script><input value="TTTTTT"><i nonce="CC">é</i>',
    );
  });
});
