import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { folderErrorMap } from './folder-messages';

const schema = z.object({
  menu: z.enum(['main', 'footer', 'none']),
  name: z.string().min(1),
  email: z.email(),
  span: z.number().int().min(1).max(12),
  slots: z.array(z.string()).min(1),
  site: z.url({ protocol: /^https?$/ }),
  sort: z.number(),
  title: z.string(),
  position: z.literal('contentRow'),
  time: z.string().regex(/^\d\d:\d\d$/, 'must look like 09:00'),
});

describe("an agency folder's problems in plain words", () => {
  it('say what is wanted, the allowed values named, and keep a rule of its own', () => {
    const result = schema.safeParse(
      { menu: 'sidebar', name: '', email: 'no', span: 13, slots: [], site: 'ftp://x', sort: '3', position: 'x', time: '9h' },
      { error: folderErrorMap },
    );
    expect(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'menu: must be one of "main", "footer", "none"',
      'name: must not be empty',
      'email: must be an e-mail address, like info@agency.be',
      'span: must be at most 12',
      'slots: must have at least 1 item',
      'site: must be a web address starting with https://',
      'sort: must be a number, not the text "3"',
      'title: is required',
      'position: must be "contentRow"',
      'time: must look like 09:00',
    ]);
  });
});
