import { describe, expect, it } from 'vitest';
import { runLine } from './run-line';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('runLine', () => {
  it('says what a run changed, refused and could not place', () => {
    expect(
      runLine('whise', {
        busy: false,
        full: true,
        outcome: 'ok',
        refused: ['properties (id 7) address.zip: a Belgian or Luxembourg postal code of four digits'],
        unplaced: ['details 142 (fitness): 1 listing'],
        warnings: [],
        notShown: ['SB-7 Appartement (property 3f0b): status prospect without a public publication'],
        legalGaps: [{ id: 1 }, { id: 2 }],
        summary: {
          created: ids(5),
          changed: ids(1),
          withdrawn: ids(2),
          unchanged: ids(180),
          filesQueued: 60,
          projects: { created: ids(1), changed: [] },
        },
      }),
    ).toBe(
      'whise full comparison: properties 5 new, 1 changed, 2 withdrawn, 180 unchanged; projects 1 new, 0 changed; 60 files queued; 1 refused; 1 field not placed; 1 not shown; 2 lacking a legal mention',
    );
  });

  it('says why a run failed, or that another is under way', () => {
    expect(
      runLine('whise', {
        busy: false,
        full: false,
        outcome: 'failed',
        error: 'POST token: Whise answered 401',
        refused: [],
        unplaced: [],
        warnings: [],
      }),
    ).toBe('whise changes: failed: POST token: Whise answered 401');
    expect(runLine('whise', { busy: true })).toBe('whise: a run is already under way');
  });
});
