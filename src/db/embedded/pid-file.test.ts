import { describe, expect, it } from 'vitest';
import { parsePidFile } from './pid-file';

describe('postmaster.pid', () => {
  it('reads process id, folder, port and status', () => {
    const text = '4242\n/srv/data/postgres\n1732412345\n54320\n\n127.0.0.1\n  1234567     12\nready   \n';
    expect(parsePidFile(text)).toEqual({ pid: 4242, dataDir: '/srv/data/postgres', port: 54320, status: 'ready' });
  });

  it('has no status while the server is still writing the file', () => {
    expect(parsePidFile('17\n/d\n1\n5433\n')).toEqual({ pid: 17, dataDir: '/d', port: 5433 });
  });

  it('refuses a truncated or garbled file', () => {
    expect(parsePidFile('')).toBeUndefined();
    expect(parsePidFile('4242\n/d\n')).toBeUndefined();
    expect(parsePidFile('abc\n/d\n1\n5433\n')).toBeUndefined();
    expect(parsePidFile('12\n/d\n1\n70000\n')).toBeUndefined();
  });
});
