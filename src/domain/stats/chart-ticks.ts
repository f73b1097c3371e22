/**
 * Which bars of a chart get a date label: at most `max`, spread evenly, the first and the last
 * always among them, so no two labels crowd each other (the 28th and 29th of 30 did).
 */
export function chartTicks(count: number, max: number): number[] {
  if (!Number.isInteger(count) || count <= 0) return [];
  const n = Math.max(1, Math.min(Math.floor(max), count));
  if (n === 1) return [count - 1];
  return Array.from({ length: n }, (_, i) => Math.round((i * (count - 1)) / (n - 1)));
}
