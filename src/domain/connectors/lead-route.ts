/**
 * Which agency software a lead goes to (issue 42): one, never every one configured. A lead about a
 * listing goes to the software the listing came from; a general lead (or one about a listing of the
 * site's own feed) to the software the agency names (`LEADS_TO`), else to the only one that takes
 * leads. Null: nowhere (no software takes it). Pure.
 */
export function leadRoute(input: {
  /** The connector the lead's listing came from, when it came from one. */
  listingFrom: string | null;
  /** The configured connectors that take leads. */
  takers: readonly string[];
  /** LEADS_TO, when set. */
  named?: string;
}): string | null {
  const { listingFrom, takers, named } = input;
  if (listingFrom && takers.includes(listingFrom)) return listingFrom;
  if (named && takers.includes(named)) return named;
  return takers.length === 1 ? takers[0]! : null;
}
