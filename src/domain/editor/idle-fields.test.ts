import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { menuPageSchema } from '../content/schema';
import { idleParams, keepIdle, routeOf, withoutIdle } from './idle-fields';
import type { SchemaNode } from './schema-node';

const node = z.toJSONSchema(menuPageSchema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
const paramKeys = (n: SchemaNode) => Object.keys(n.properties!.params!.properties!);

describe('fields that change nothing on a page (issue 31)', () => {
  it('a content page shows every field', () => {
    expect(idleParams(undefined)).toEqual([]);
    expect(withoutIdle(node, undefined)).toBe(node);
  });

  it('the home page hides its banner title and the content-page switches, keeps its modules, CSS and SEO', () => {
    const keys = paramKeys(withoutIdle(node, '/'));
    for (const idle of ['bannerTitle', 'bannerDescription', 'showPageBanner', 'showBreadCrumb', 'content', 'path'])
      expect(keys).not.toContain(idle);
    for (const kept of ['title', 'seo', 'description', 'image', 'modules', 'css']) expect(keys).toContain(kept);
  });

  it('the sale list keeps its title, SEO, description and image, and hides modules and CSS too', () => {
    const keys = paramKeys(withoutIdle(node, '/for-sale'));
    expect(keys).toEqual(expect.arrayContaining(['title', 'seo', 'description', 'image']));
    for (const idle of ['modules', 'css', 'bannerTitle', 'redirect', 'redirectUrl']) expect(keys).not.toContain(idle);
    // The original is untouched (it is shared by every page).
    expect(paramKeys(node)).toContain('bannerTitle');
  });

  it('a save keeps the stored values of the fields it did not show', () => {
    const stored = { route: '/', params: { title: { nl: 'Home' }, bannerTitle: { nl: 'Oud' }, showPageBanner: false } };
    const sent = { route: '/', params: { title: { nl: 'Start' } } };
    expect(keepIdle(sent, stored, '/')).toEqual({
      route: '/',
      params: { title: { nl: 'Start' }, bannerTitle: { nl: 'Oud' }, showPageBanner: false },
    });
    expect(keepIdle(sent, stored, undefined)).toBe(sent);
    expect(keepIdle(null, stored, '/')).toBeNull();
  });

  it('reads the route of a stored page', () => {
    expect(routeOf({ route: '/for-rent' })).toBe('/for-rent');
    expect(routeOf({ params: {} })).toBeUndefined();
    expect(routeOf(null)).toBeUndefined();
  });
});
