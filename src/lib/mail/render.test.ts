import { describe, expect, it } from 'vitest';
import { content } from '@/lib/content/load';
import { renderMail } from './render';

describe('renderMail', () => {
  const blocks = [
    { heading: 'Hello', lines: ['A line'], link: { label: 'Open', href: 'https://example.test/a?b=1&c=2' } },
  ];

  it('gives links the agency\u2019s primary colour from the settings', () => {
    const { html } = renderMail(blocks, 'Footer');
    const primary = content().site.brand.colors.primary;
    expect(html).toContain(`<a href="https://example.test/a?b=1&amp;c=2" style="color:${primary}">Open</a>`);
  });

  it('takes another colour when given one, and writes the same content as text', () => {
    const { html, text } = renderMail(blocks, 'Footer', '#1f4e79');
    expect(html).toContain('style="color:#1f4e79"');
    expect(text).toBe('Hello\n-----\nA line\nOpen: https://example.test/a?b=1&c=2\n\n--\nFooter');
  });
});
