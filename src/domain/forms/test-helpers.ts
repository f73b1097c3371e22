import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/** Parses fields the way the browser posts them (FormData, through Conform's coercion). */
export function post(schema: z.ZodType, fields: Record<string, string | string[] | File>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item);
  const s = parseWithZod(fd, { schema });
  return {
    ok: s.status === 'success',
    errors: (s.reply().error ?? {}) as Record<string, string[] | null>,
    value: s.status === 'success' ? (s.value as Record<string, unknown>) : null,
  };
}
