import { describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT, localeOf, multipartWatcher, refuseBody } from './request-body.mjs';

const SITE = 'https://www.immoleie.be';
const post = (extra: Record<string, string | undefined>) => ({
  method: 'POST',
  url: '/nl/contact/',
  host: 'www.immoleie.be',
  ...extra,
});

describe('a post, before its body is read (issue 17)', () => {
  it('accepts this site’s own pages, and callers without an Origin', () => {
    expect(refuseBody(post({ origin: 'https://www.immoleie.be' }), SITE)).toBeNull();
    expect(
      refuseBody(post({ origin: 'http://localhost:3100', host: 'localhost:3100' }), 'http://localhost:3000'),
    ).toBeNull();
    expect(refuseBody(post({}), SITE)).toBeNull();
    expect(refuseBody({ method: 'GET', url: '/nl/', origin: 'https://evil.example' }, SITE)).toBeNull();
  });

  it('refuses another website’s post with 403, also to the APIs', () => {
    expect(refuseBody(post({ origin: 'https://evil.example' }), SITE)).toEqual({ status: 403 });
    expect(refuseBody(post({ origin: 'null' }), SITE)).toEqual({ status: 403 });
    expect(refuseBody(post({ url: '/api/visits/', origin: 'https://evil.example' }), SITE)).toEqual({ status: 403 });
  });

  it('refuses a form body over the limit with 413 in the language of the address', () => {
    expect(refuseBody(post({ contentLength: String(FORM_BODY_LIMIT) }), SITE)).toBeNull();
    expect(refuseBody(post({ url: '/fr/temoignage/', contentLength: String(FORM_BODY_LIMIT + 1) }), SITE)).toEqual({
      status: 413,
      locale: 'fr',
    });
    expect(refuseBody(post({ url: '/api/import/', contentLength: String(FORM_BODY_LIMIT + 1) }), SITE)).toBeNull();
    expect(localeOf('/en/contact/')).toBe('en');
    expect(localeOf('/contact/')).toBe('nl');
  });

  it('refuses a multipart body without a boundary at once (400)', () => {
    expect(refuseBody(post({ contentType: 'multipart/form-data' }), SITE)).toEqual({ status: 400 });
    expect(refuseBody(post({ contentType: 'multipart/form-data; charset=utf-8' }), SITE)).toEqual({ status: 400 });
    expect(refuseBody(post({ contentType: 'multipart/form-data; boundary=XYZ' }), SITE)).toBeNull();
  });
});

describe('a multipart body as it streams', () => {
  const body = '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XYZ--\r\n';
  it('is complete with its closing boundary, in any chunks', () => {
    const w = multipartWatcher('multipart/form-data; boundary=XYZ')!;
    for (const part of [body.slice(0, 7), body.slice(7, 40), body.slice(40)]) w.push(Buffer.from(part, 'latin1'));
    expect(w.complete()).toBe(true);
  });

  it('is broken when cut short or without a boundary', () => {
    const cut = multipartWatcher('multipart/form-data; boundary="XYZ"')!;
    cut.push(Buffer.from(body.slice(0, 50)));
    expect(cut.complete()).toBe(false);
    const none = multipartWatcher('multipart/form-data; boundary=XYZ')!;
    none.push(Buffer.from('a=b'));
    expect(none.complete()).toBe(false);
    expect(multipartWatcher('application/x-www-form-urlencoded')).toBeNull();
  });
});
