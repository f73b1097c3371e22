/**
 * A project's price list: the units of the project's own goal (a sale project's lots for sale),
 * and apart from them the units of the other goal (the parking spaces it lets), so a sale
 * project's prices are never mixed with monthly rents.
 */
export type PriceListSections<T> = { main: T[]; other: T[]; otherGoal: 0 | 1 };

export function priceListSections<T extends { goal: number }>(
  units: readonly T[],
  projectGoal: number | null | undefined,
): PriceListSections<T> {
  const sale = units.filter((u) => u.goal !== 1);
  const rent = units.filter((u) => u.goal === 1);
  // Without a goal of its own, the project is what most of its units are.
  const goal = projectGoal === 0 || projectGoal === 1 ? projectGoal : rent.length > sale.length ? 1 : 0;
  return goal === 1 ? { main: rent, other: sale, otherGoal: 0 } : { main: sale, other: rent, otherGoal: 1 };
}
