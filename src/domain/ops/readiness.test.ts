import { describe, expect, it } from 'vitest';
import { mailState, migrationState, readiness, type Checks } from './readiness';

const ok: Checks = { database: 'ok', migrations: 'ok', storage: 'ok', mail: 'ok' };

describe('readiness (issue 32)', () => {
  it('is ready with every check ok', () => {
    expect(readiness(ok)).toEqual({ status: 'ready', httpStatus: 200, checks: ok });
  });

  it('is not ready (503) when the database, the migrations or the storage fail', () => {
    expect(readiness({ ...ok, database: 'unreachable', migrations: 'unknown' }).httpStatus).toBe(503);
    expect(readiness({ ...ok, migrations: 'behind' })).toMatchObject({ status: 'not ready', httpStatus: 503 });
    expect(readiness({ ...ok, storage: 'not writable' })).toMatchObject({ status: 'not ready', httpStatus: 503 });
  });

  it('stays in on a database a newer version migrated (an upgrade under way), said as degraded', () => {
    expect(readiness({ ...ok, migrations: 'ahead' })).toMatchObject({ status: 'degraded', httpStatus: 200 });
  });

  it('stays in with a stuck mail queue, said as degraded', () => {
    expect(readiness({ ...ok, mail: 'stuck' })).toMatchObject({ status: 'degraded', httpStatus: 200 });
    expect(readiness({ ...ok, mail: 'unknown' })).toMatchObject({ status: 'degraded', httpStatus: 200 });
  });

  it('compares the last applied migration with the last this version knows', () => {
    expect(migrationState(null, 1_700_000_000_000)).toBe('behind');
    expect(migrationState(1_699_999_999_999, 1_700_000_000_000)).toBe('behind');
    expect(migrationState(1_700_000_000_000, 1_700_000_000_000)).toBe('ok');
    expect(migrationState(1_700_000_000_001, 1_700_000_000_000)).toBe('ahead');
  });

  it('calls the mail queue stuck when a mail waits more than 30 minutes', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(mailState(null, now)).toBe('ok');
    expect(mailState(new Date('2026-11-26T11:30:00Z'), now)).toBe('ok');
    expect(mailState(new Date('2026-11-26T11:29:59Z'), now)).toBe('stuck');
  });
});
