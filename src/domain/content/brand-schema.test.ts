import { describe, expect, it } from 'vitest';
import { brandSchema } from './brand-schema';
import { menuPageSchema } from './schema';

describe('brandSchema', () => {
  it('fills in neutral defaults', () => {
    expect(brandSchema.parse({})).toEqual({
      colors: { primary: '#1f4e79', accent: '#9a3412' },
      fonts: { heading: 'fraunces', body: 'inter' },
    });
  });

  it('accepts a primary colour that keeps links readable, and any accent', () => {
    const brand = brandSchema.parse({ colors: { primary: '#0F5B4F', accent: '#f2c500' }, fonts: { heading: 'lora', body: 'work-sans' } });
    expect(brand.colors.primary).toBe('#0F5B4F');
    expect(brand.fonts).toEqual({ heading: 'lora', body: 'work-sans' });
  });

  it('refuses a primary colour too light for links, naming the field, the ratio and a shade that passes', () => {
    const result = brandSchema.safeParse({ colors: { primary: '#f97316' } });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['colors', 'primary']);
    expect(issue.message).toMatch(/contrast of only 2\.4:1 .*at least 4\.5:1 .*such as #[0-9a-f]{6} passes$/);
  });

  it('refuses at the boundary of the darkest light surface', () => {
    expect(brandSchema.safeParse({ colors: { primary: '#6d6d6d' } }).success).toBe(true);
    expect(brandSchema.safeParse({ colors: { primary: '#6e6e6e' } }).success).toBe(false);
  });

  it('refuses what is not a #rrggbb colour or a bundled font', () => {
    expect(brandSchema.safeParse({ colors: { primary: '#fff' } }).success).toBe(false);
    expect(brandSchema.safeParse({ colors: { accent: 'red' } }).success).toBe(false);
    expect(brandSchema.safeParse({ fonts: { heading: 'comic-sans' } }).success).toBe(false);
  });
});

describe('a menu page\u2019s css', () => {
  const page = (css: string) => ({
    id: 'p-x',
    name: 'x',
    params: { title: { nl: 'X', fr: 'X', en: 'X' }, path: { nl: 'x', fr: 'x', en: 'x' }, css },
  });

  it('is accepted when it can be applied to the page alone', () => {
    expect(menuPageSchema.safeParse(page('h2 { color: #123456 }')).success).toBe(true);
  });

  it('is refused, naming the field, when it could close its style element or its scope', () => {
    for (const [css, message] of [
      ['p{}</style><script>alert(1)</script>', 'must not contain <'],
      ['} body { display: none } .x {', 'must close every comment, quote and brace it opens'],
    ]) {
      const result = menuPageSchema.safeParse(page(css!));
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['params.css', message]]);
    }
  });
});
