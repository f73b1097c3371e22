import { visitDay } from './visits';

/**
 * The owner statistics' periods, as Brussels calendar days (yyyy-mm-dd): today, this week (from
 * Monday), this month, and the last 30 days of the chart (issue 8).
 */
export type Periods = { today: string; weekStart: string; monthStart: string; chartStart: string };

function shift(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** Monday = 0 … Sunday = 6, for a yyyy-mm-dd day. */
function weekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export function periods(now: Date): Periods {
  const today = visitDay(now);
  return {
    today,
    weekStart: shift(today, -weekday(today)),
    monthStart: `${today.slice(0, 8)}01`,
    chartStart: shift(today, -29),
  };
}

/** The 30 days of the chart, oldest first. */
export function chartDays(now: Date): string[] {
  const { chartStart } = periods(now);
  return Array.from({ length: 30 }, (_, i) => shift(chartStart, i));
}

export type VisitTotals = { today: number; week: number; month: number; total: number };

export function visitTotals(rows: readonly { day: string; count: number }[], now: Date): VisitTotals {
  const p = periods(now);
  const sum = (from: string) => rows.filter((r) => r.day >= from && r.day <= p.today).reduce((n, r) => n + r.count, 0);
  return {
    today: sum(p.today),
    week: sum(p.weekStart),
    month: sum(p.monthStart),
    total: rows.reduce((n, r) => n + r.count, 0),
  };
}
