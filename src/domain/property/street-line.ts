/**
 * The street line of an address: street, house number and box, the box named in the page's
 * language ("Kerkstraat 12 bus 3", "rue du Bailli 12 boîte 3", "box 3"). A box the feed wrote
 * with its own word ("bus 3", "bte 3", "b3", "/3") is not named twice.
 */
export function streetLine(
  street: string | null | undefined,
  houseNumber: string | null | undefined,
  box: string | null | undefined,
  boxWord: string,
): string {
  const bare = (box ?? '')
    .trim()
    .replace(/^(?:(?:bus|boîte|boite|bte|box)\.?\s*(?=\S)|b\.?\s*(?=\d))/i, '')
    .replace(/^\/\s*/, '')
    .trim();
  return [street?.trim(), houseNumber?.trim(), bare ? `${boxWord} ${bare}` : null].filter(Boolean).join(' ');
}
