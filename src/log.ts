/**
 * The site's log (issue 32): `log.info('mail', { sent: 2 })` writes one line, a JSON object in
 * production (LOG_FORMAT, src/domain/ops/log-line.ts) or a plain line in development; errors on
 * standard error, the rest on standard output. Used by the server in front of Next.js, the pages'
 * jobs (mail, files, connectors) and the supervisor: a module of its own, as the environment is.
 * Never give it a visitor's name, address or form values: e-mail addresses are masked anyway.
 */
import { format as formatArgs } from 'node:util';
import { env } from './env';
import { errorFields, formatLine, type Fields, type Level, type LogFormat } from './domain/ops/log-line';

let format: LogFormat | undefined;

const ANSI = /\u001b\[[0-9;]*m/g;
const NODE_WARNING = /^\(node:\d+\) (\[\w+\] )?\w*Warning\b/;

function chosenFormat(): LogFormat {
  if (!format) {
    try {
      const settings = env();
      format = settings.LOG_FORMAT ?? (settings.NODE_ENV === 'production' ? 'json' : 'text');
    } catch {
      format = 'text';
    }
  }
  return format;
}

function write(level: Level, msg: string, fields: Fields = {}): void {
  const line = `${formatLine(chosenFormat(), level, msg, fields, new Date())}\n`;
  (level === 'error' ? process.stderr : process.stdout).write(line);
}

export const log = {
  info: (msg: string, fields?: Fields) => write('info', msg, fields),
  warn: (msg: string, fields?: Fields) => write('warn', msg, fields),
  /** An error with what it says (message, cause, code), scrubbed. */
  error: (msg: string, error?: unknown, fields: Fields = {}) =>
    write('error', msg, { ...fields, ...(error === undefined ? {} : errorFields(error)) }),
};

/**
 * With JSON lines, what Next.js and the libraries print themselves (`console.*`) becomes a line of
 * the same kind (`"msg":"console"`, the text in `text`), so that every line of the output parses.
 */
export function jsonConsole(): void {
  if (chosenFormat() !== 'json') return;
  const as =
    (level: Level) =>
    (...args: unknown[]) => {
      const text = formatArgs(...args)
        .replace(ANSI, '')
        .trim();
      // Node's own warnings (a package's notice about Node versions) come through console.error: a
      // warning, not an error for the monitoring to wake someone for.
      write(level === 'error' && NODE_WARNING.test(text) ? 'warn' : level, 'console', { text });
    };
  console.log = as('info');
  console.info = as('info');
  console.debug = as('debug');
  console.warn = as('warn');
  console.error = as('error');
}
