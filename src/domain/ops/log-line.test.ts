import { describe, expect, it } from 'vitest';
import { errorFields, formatLine, loggedPath, scrub } from './log-line';

const time = new Date('2026-11-26T09:30:00.123Z');

describe('log lines (issue 32)', () => {
  it('writes one JSON object with level, time and message first', () => {
    const line = formatLine('json', 'info', 'request', { method: 'GET', path: '/nl/', status: 200, ms: 12 }, time);
    expect(line).toBe(
      '{"level":"info","time":"2026-11-26T09:30:00.123Z","msg":"request","method":"GET","path":"/nl/","status":200,"ms":12}',
    );
    expect(JSON.parse(line)).toMatchObject({ level: 'info', status: 200 });
  });

  it('leaves out fields without a value and keeps one line whatever a value holds', () => {
    const line = formatLine('json', 'error', 'mail', { error: 'line one\nline two', cache: undefined }, time);
    expect(line.split('\n')).toHaveLength(1);
    expect(JSON.parse(line)).toEqual({
      level: 'error',
      time: time.toISOString(),
      msg: 'mail',
      error: 'line one\nline two',
    });
  });

  it('writes a plain line for development', () => {
    expect(formatLine('text', 'warn', 'mail', { sent: 2, error: 'no answer' }, time)).toBe(
      '09:30:00.123 WARN  mail sent=2 error="no answer"',
    );
  });

  it('masks every e-mail address and cuts long values', () => {
    expect(scrub('550 5.1.1 <an.peeters+lead@mail.example.be>: mailbox unavailable')).toBe(
      '550 5.1.1 <[e-mail]>: mailbox unavailable',
    );
    const line = formatLine('json', 'error', 'to jan@example.com', { error: 'for x.y@z.example' }, time);
    expect(line).not.toMatch(/@/);
    expect(scrub('x'.repeat(2100))).toHaveLength(2001);
  });

  it('logs a path without its query or fragment', () => {
    expect(loggedPath('/nl/te-koop/?city=leuven&email=an%40x.be#top')).toBe('/nl/te-koop/');
    expect(loggedPath('/admin/password/?token=secret-token')).toBe('/admin/password/');
    expect(loggedPath('/nl/an@example.be/')).toBe('/nl/[e-mail]/');
    expect(loggedPath(undefined)).toBe('');
  });

  it('says of an error its message, its cause and its code', () => {
    const error = Object.assign(new Error('connect failed', { cause: new Error('refused') }), { code: 'ECONNREFUSED' });
    expect(errorFields(error)).toEqual({ error: 'connect failed: refused', code: 'ECONNREFUSED' });
    expect(errorFields('plain')).toEqual({ error: 'plain' });
  });
});
