import { describe, expect, it } from 'vitest';
import { siteSeoSchema } from './identity-schema';

describe('siteSeoSchema', () => {
  it('defaults to nothing written: every page takes the translated defaults', () => {
    expect(siteSeoSchema.parse({})).toEqual({ title: {}, titleTemplate: {}, description: {} });
  });

  it('accepts a title template with %s, and an empty one', () => {
    const seo = siteSeoSchema.parse({ titleTemplate: { nl: '%s | Immo Example', fr: '' } });
    expect(seo.titleTemplate).toEqual({ nl: '%s | Immo Example', fr: '' });
  });

  it('refuses a title template without %s: every page would have the same title', () => {
    const result = siteSeoSchema.safeParse({ titleTemplate: { en: 'Immo Example' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['titleTemplate', 'en'], message: expect.stringContaining('%s') });
  });
});
