import { describe, expect, it } from 'vitest';
import { parseEvery, summaryLine, syncAddress } from './sync-rules';

describe('the pull of a feed', () => {
  it('reads how often, refusing what is too often or unreadable', () => {
    expect(parseEvery('15m')).toBe(900_000);
    expect(parseEvery('1h')).toBe(3_600_000);
    expect(parseEvery('30s')).toBe(30_000);
    expect(parseEvery('10')).toBe(600_000);
    expect(parseEvery('1d')).toBe(86_400_000);
    for (const bad of ['5s', '0', 'often', '', '8d', '-1m']) expect(parseEvery(bad), bad).toBeNull();
  });

  it('asks for the ids a notify named when the address has a place for them', () => {
    expect(syncAddress('https://software.example/feed.json')).toBe('https://software.example/feed.json');
    expect(syncAddress('https://software.example/feed?ids={ids}', [12, 3, 12])).toBe(
      'https://software.example/feed?ids=3%2C12',
    );
  });

  it('logs one line per run', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    expect(
      summaryLine(at, 1234, {
        answer: {
          created: [1],
          changed: [2, 3],
          unchanged: [4],
          withdrawn: [],
          filesQueued: 5,
          mailsQueued: 1,
          refused: [],
          projects: { created: [], changed: [9] },
          owners: { created: [7], changed: [] },
        },
      }),
    ).toBe(
      'sync 2026-11-24T10:00:00Z: properties 1 new, 2 changed, 0 withdrawn, 1 unchanged; projects 0 new, 1 changed; owners 1 new, 0 changed; 5 files queued, 1 mails; 0 refused (1.2 s)',
    );
    expect(summaryLine(at, 80, { notModified: true })).toBe(
      'sync 2026-11-24T10:00:00Z: the feed did not change (0.1 s)',
    );
    expect(summaryLine(at, 3000, { error: 'the feed answered 500' })).toBe(
      'sync 2026-11-24T10:00:00Z: failed: the feed answered 500 (3.0 s)',
    );
  });
});
