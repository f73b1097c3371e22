import { describe, expect, it } from 'vitest';
import { chartDays, periods, visitTotals } from './periods';

describe('owner statistics periods (Europe/Brussels)', () => {
  it('starts the week on Monday and the month on the 1st', () => {
    expect(periods(new Date('2026-11-22T10:00:00Z'))).toEqual({
      today: '2026-11-22',
      weekStart: '2026-11-16',
      monthStart: '2026-11-01',
      chartStart: '2026-10-24',
    });
    expect(periods(new Date('2026-11-16T10:00:00Z')).weekStart).toBe('2026-11-16');
  });

  it('uses the Brussels day around midnight UTC', () => {
    // 23:30 UTC on Sunday 22 November is already Monday 23 November in Brussels.
    expect(periods(new Date('2026-11-22T23:30:00Z'))).toMatchObject({ today: '2026-11-23', weekStart: '2026-11-23' });
  });

  it('crosses month and year boundaries', () => {
    expect(periods(new Date('2027-01-01T08:00:00Z'))).toEqual({
      today: '2027-01-01',
      weekStart: '2026-12-28',
      monthStart: '2027-01-01',
      chartStart: '2026-12-03',
    });
    expect(periods(new Date('2028-03-01T08:00:00Z')).chartStart).toBe('2028-02-01'); // 29 days back over a leap February
    expect(periods(new Date('2027-03-01T08:00:00Z')).chartStart).toBe('2027-01-31');
  });

  it('lists 30 chart days ending today', () => {
    const days = chartDays(new Date('2026-03-01T12:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
  });

  it('adds visits per period', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const rows = [
      { day: '2026-10-31', count: 7 },
      { day: '2026-11-01', count: 2 },
      { day: '2026-11-15', count: 3 },
      { day: '2026-11-16', count: 4 },
      { day: '2026-11-22', count: 5 },
    ];
    expect(visitTotals(rows, now)).toEqual({ today: 5, week: 9, month: 14, total: 21 });
  });
});
