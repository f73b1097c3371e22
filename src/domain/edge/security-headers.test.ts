import { describe, expect, it } from 'vitest';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  HSTS,
  STATIC_CSP,
  tileSource,
} from './security-headers';

const directives = (csp: string) =>
  new Map(
    csp
      .split('; ')
      .map((d) => d.split(' '))
      .map(([name, ...values]) => [name!, values]),
  );

describe('contentSecurityPolicy', () => {
  const production = directives(
    contentSecurityPolicy({
      nonce: 'abc123==',
      production: true,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    }),
  );

  it('lets scripts run only with the nonce (and what they add), never eval in production', () => {
    expect(production.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]),
    );
    expect(production.get('script-src')).not.toContain("'unsafe-eval'");
    expect(production.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows eval and the dev socket in development only', () => {
    const dev = directives(contentSecurityPolicy({ nonce: 'n', production: false }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toContain('ws:');
    expect(production.get('connect-src')).not.toContain('ws:');
  });

  it('needs the nonce for style elements, allows style attributes', () => {
    expect(production.get('style-src-elem')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(production.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(production.get('style-src')).not.toContain("'unsafe-inline'");
  });

  it('forbids plugins, framing, foreign base and form targets', () => {
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('frame-ancestors')).toEqual(["'none'"]);
    expect(production.get('base-uri')).toEqual(["'self'"]);
    expect(production.get('form-action')).toEqual(["'self'"]);
    expect(production.get('default-src')).toEqual(["'self'"]);
  });

  it('allows what the consent code loads, the map tiles, the embeds and the bot check worker', () => {
    expect(production.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']),
    );
    expect(production.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(production.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://tile.openstreetmap.org', 'https://www.facebook.com']),
    );
    expect(production.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://*.matterport.com',
        'https://www.facebook.com',
      ]),
    );
    expect(production.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('lists no source twice and has no tile source without a tile address', () => {
    for (const [, values] of production) expect(new Set(values).size).toBe(values.length);
    const none = directives(contentSecurityPolicy({ nonce: 'n', production: true }));
    expect(none.get('img-src')!.some((s) => s.includes('openstreetmap'))).toBe(false);
  });
});

describe('tileSource', () => {
  it('takes the origin of the tile template, subdomain placeholders as a wildcard', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('HTTPS://Tiles.Example.org:8443/{z}/{x}/{y}')).toBe('https://tiles.example.org:8443');
  });

  it('refuses what is not an absolute http(s) address or would widen the policy', () => {
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileSource('javascript:alert(1)//{z}')).toBeNull();
    expect(tileSource("https://a.org; script-src 'unsafe-inline'/{z}")).toBeNull();
    expect(tileSource('https://tiles.{s}.example.org/{z}')).toBeNull();
    expect(tileSource('https://*/{z}')).toBeNull();
  });
});

describe('createNonce', () => {
  it('is 16 random bytes in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('baseSecurityHeaders', () => {
  const byKey = (production: boolean) =>
    Object.fromEntries(baseSecurityHeaders(production).map((h) => [h.key, h.value]));

  it('sends nosniff, the referrer policy and a permissions policy that turns devices off', () => {
    const headers = byKey(true);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    // The players ask for fullscreen and autoplay in their iframe; a header list would forbid it.
    expect(headers['Permissions-Policy']).not.toMatch(/fullscreen|autoplay/);
  });

  it('sends HSTS in production only', () => {
    expect(byKey(true)['Strict-Transport-Security']).toBe(HSTS);
    expect(HSTS).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(HSTS)![1])).toBeGreaterThanOrEqual(31_536_000);
    expect(byKey(false)['Strict-Transport-Security']).toBeUndefined();
  });

  it('gives files and API answers a policy under which nothing runs or frames them', () => {
    const csp = directives(STATIC_CSP);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
  });
});
