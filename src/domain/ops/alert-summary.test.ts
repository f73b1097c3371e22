import { describe, expect, it } from 'vitest';
import { alertBlocks, hasFailures, type Failures } from './alert-summary';

const none: Failures = {
  mail: { waiting: 0, lastError: null },
  deliveries: [],
  files: { failed: 0, examples: [] },
  runs: [],
};
const say = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('the daily alert summary (issue 32)', () => {
  it('has nothing to say when nothing kept failing', () => {
    expect(hasFailures(none)).toBe(false);
    expect(alertBlocks(none, say)).toEqual([]);
  });

  it('names each kind of failure with its count and last error, masked and on one line', () => {
    const failures: Failures = {
      mail: { waiting: 2, lastError: '550 5.1.1 <an@example.be>:\n mailbox unavailable' },
      deliveries: [{ connector: 'whise', waiting: 1, lastError: 'HTTP 401' }],
      files: { failed: 3, examples: ['https://cdn.example/p/1.jpg: HTTP 404'] },
      runs: [{ connector: 'omnicasa', failed: 4, lastError: null }],
    };
    expect(hasFailures(failures)).toBe(true);
    expect(alertBlocks(failures, say)).toEqual([
      {
        heading: 'mailHeading',
        lines: ['mailWaiting{"count":2} lastError{"error":"550 5.1.1 <[e-mail]>: mailbox unavailable"}'],
      },
      {
        heading: 'deliveriesHeading',
        lines: ['deliveriesWaiting{"count":1,"software":"whise"} lastError{"error":"HTTP 401"}'],
      },
      { heading: 'filesHeading', lines: ['filesFailed{"count":3}', '– https://cdn.example/p/1.jpg: HTTP 404'] },
      { heading: 'runsHeading', lines: ['runsFailed{"count":4,"software":"omnicasa"}'] },
    ]);
  });
});
