/**
 * A page's title for the browser tab: the site's template adds " | {agency}" to it, unless the
 * title already names the agency (content written as "Privacy | Immo Leie"), which then stands as
 * written: never "Privacy | Immo Leie | Immo Leie".
 */
export function tabTitle(title: string, agency: string): string | { absolute: string } {
  const brand = agency.trim().toLowerCase();
  return brand && title.toLowerCase().includes(brand) ? { absolute: title } : title;
}
