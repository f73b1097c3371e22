import { describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT, localeOf, refuseBody as refuse, type BodyRequest } from './request-body';

const LOCALES = ['nl', 'fr', 'en'];
const refuseBody = (request: BodyRequest, site: string) => refuse(request, site, LOCALES);

const SITE = 'https://www.agency.example';
const post = (extra: Record<string, string | undefined>) => ({
  method: 'POST',
  url: '/nl/contact/',
  host: 'www.agency.example',
  ...extra,
});

describe('a post, before its body is read (issue 17)', () => {
  it('accepts this site’s own pages, and callers without an Origin', () => {
    expect(refuseBody(post({ origin: 'https://www.agency.example' }), SITE)).toBeNull();
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
    // An origin no browser writes (a trailing slash, a path, capitals): another program's (issue 43).
    expect(refuseBody(post({ origin: 'https://www.agency.example/' }), SITE)).toEqual({ status: 403 });
    expect(refuseBody(post({ origin: 'https://WWW.agency.example' }), SITE)).toEqual({ status: 403 });
    expect(refuseBody(post({ origin: 'https://www.agency.example/nl/' }), SITE)).toEqual({ status: 403 });
  });

  it('refuses a form body over the limit with 413 in the language of the address', () => {
    expect(refuseBody(post({ contentLength: String(FORM_BODY_LIMIT) }), SITE)).toBeNull();
    expect(refuseBody(post({ url: '/fr/temoignage/', contentLength: String(FORM_BODY_LIMIT + 1) }), SITE)).toEqual({
      status: 413,
      locale: 'fr',
    });
    expect(refuseBody(post({ url: '/api/import/', contentLength: String(FORM_BODY_LIMIT + 1) }), SITE)).toBeNull();
    expect(localeOf('/en/contact/', LOCALES)).toBe('en');
    expect(localeOf('/contact/', LOCALES)).toBe('nl');
    expect(localeOf('/contact/', ['fr', 'nl'])).toBe('fr');
  });

  it('refuses a multipart body without a boundary at once (400)', () => {
    expect(refuseBody(post({ contentType: 'multipart/form-data' }), SITE)).toEqual({ status: 400 });
    expect(refuseBody(post({ contentType: 'multipart/form-data; charset=utf-8' }), SITE)).toEqual({ status: 400 });
    expect(refuseBody(post({ contentType: 'multipart/form-data; boundary=XYZ' }), SITE)).toBeNull();
  });
});

describe('a server action’s post (issue 33)', () => {
  it('with JavaScript comes as a form’s multipart body, or is refused with 400 before Next.js reads it', () => {
    const action = { nextAction: '60aac9e16ef13536dd53fb9bd882d2ef9aa82e1dc7' };
    expect(refuseBody(post({ ...action, contentType: 'multipart/form-data; boundary=XYZ' }), SITE)).toBeNull();
    expect(refuseBody(post({ ...action, contentType: 'text/plain;charset=UTF-8' }), SITE)).toEqual({ status: 400 });
    expect(refuseBody(post({ ...action }), SITE)).toEqual({ status: 400 });
    expect(refuseBody(post({ ...action, contentType: 'application/x-www-form-urlencoded' }), SITE)).toEqual({
      status: 400,
    });
  });
});
