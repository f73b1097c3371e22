/**
 * The site's log lines (issue 32): one JSON object per line in production, for a machine to read,
 * or a plain line in development. Nothing personal reaches a line: an address's query (search
 * words, tokens) is dropped and any e-mail address in a value (a mail server's refusal names its
 * recipient) is masked.
 */

export type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'text';
type Field = string | number | boolean | null | undefined;
export type Fields = Record<string, Field>;

const EMAIL = /[^\s<>"'(),;:@/]+@[^\s<>"'(),;:@]+\.[a-z]{2,}/gi;
const MAX_VALUE = 2000;

/** An e-mail address anywhere in a text becomes `[e-mail]`; a text is cut at 2.000 characters. */
export function scrub(text: string): string {
  const masked = text.replace(EMAIL, '[e-mail]');
  return masked.length > MAX_VALUE ? `${masked.slice(0, MAX_VALUE)}…` : masked;
}

/** A request target as a log may hold it: the path only (no query, no fragment), scrubbed. */
export function loggedPath(target: string | undefined): string {
  const path = String(target ?? '').split(/[?#]/, 1)[0] ?? '';
  return scrub(path.slice(0, 300));
}

/** What an error may say in a log: its message (scrubbed) and its code; never a form's values. */
export function errorFields(error: unknown): Fields {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { error: scrub(`${error.message}${cause}`), ...(code ? { code: String(code) } : {}) };
  }
  return { error: scrub(String(error)) };
}

export function formatLine(format: LogFormat, level: Level, msg: string, fields: Fields, time: Date): string {
  const values = Object.entries(fields).filter(([, v]) => v !== undefined);
  const clean = values.map(([k, v]) => [k, typeof v === 'string' ? scrub(v) : v] as const);
  if (format === 'json')
    return JSON.stringify({ level, time: time.toISOString(), msg: scrub(msg), ...Object.fromEntries(clean) });
  const rest = clean.map(([k, v]) => `${k}=${typeof v === 'string' && /[\s"=]/.test(v) ? JSON.stringify(v) : v}`);
  return [time.toISOString().slice(11, 23), level.toUpperCase().padEnd(5), scrub(msg), ...rest].join(' ');
}
