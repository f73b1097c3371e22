import { describe, expect, it } from 'vitest';
import { menuPageSchema } from '@/domain/content/schema';
import { checkPages } from './load';

/** A top-level content page at `path` in every language. */
const page = (path: Record<string, string>) =>
  menuPageSchema.parse({ id: 'p-x', name: 'x', params: { title: { nl: 'X', fr: 'X', en: 'X', de: 'X' }, path } });

const check = (path: Record<string, string>) => () =>
  checkPages([page(path)], ['x.json'], { enabled: ['nl', 'fr', 'en', 'de'] as never });

describe('the addresses a content page may not take (issue 43: from the routing table)', () => {
  const free = { nl: 'over-ons', fr: 'a-propos', en: 'about', de: 'ueber-uns' };

  it('refuses a route’s segment in German too (the owner portal’s, the thank-you pages’, a form’s)', () => {
    expect(check(free)).not.toThrow();
    for (const taken of ['eigenaar', 'owner', 'bedankt', 'getuigenis', 'nieuwsbrief', 'te-koop', 'vitrine-not-found'])
      expect(check({ ...free, de: taken }), taken).toThrow(`params.path.de: "${taken}" is the address of an application page`);
  });
});
