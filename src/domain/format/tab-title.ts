/**
 * A page's title for the browser tab: the site's template adds " | {agency}" to it, unless the
 * title already names the agency (content written as "Privacy | Immo Example"), which then stands as
 * written: never "Privacy | Immo Example | Immo Example".
 */
export function tabTitle(title: string, agency: string): string | { absolute: string } {
  const brand = agency.trim().toLowerCase();
  return brand && title.toLowerCase().includes(brand) ? { absolute: title } : title;
}

/**
 * A property's or a project's tab title: its title, then its city when the title does not name
 * it already ("Riverside in Namur", not "Riverside in Namur – Namur").
 */
export function titleWithCity(title: string, city: string): string {
  const name = city.trim();
  if (!name || title.toLowerCase().includes(name.toLowerCase())) return title;
  return `${title} – ${name}`;
}
