import { rowInLanguage } from '../language/localized-text';
import { slugify } from './text';

/** The longest slug of an address: a long title is cut, the id at its end tells the pages apart. */
const MAX = 80;

/**
 * A property's slug on a page in `locale` (issue 29): its title in that language (made as the feed
 * makes the stored one), so a French page
 * lives at /fr/a-vendre/liege/maison-renovee/7001/, not at the Dutch title's slug. A property
 * without a title in that language takes the one the page shows (domain/language/localized-text's order);
 * without any title, `stored` (the slug kept with the property).
 */
export function slugIn(
  texts: readonly { locale: string; title: string | null }[],
  locale: string,
  stored: string,
): string {
  const title = rowInLanguage(texts, locale, (t) => Boolean(t.title?.trim()))?.title;
  return title ? slugify(title).slice(0, MAX) : stored;
}

/**
 * A project's slug on a page in `locale`. A project the feed named (`name`, "Residentie Vaartkom")
 * keeps that name's slug (`stored`) in every language: a name is not translated. A project without
 * a name of its own (its name is then one of its titles) takes its title in that language, like a
 * property, so a French page lives at /fr/projets/…/projet-neuf-a-liege/….
 */
export function projectSlugIn(
  name: string,
  texts: readonly { locale: string; title: string | null }[],
  locale: string,
  stored: string,
): string {
  return texts.some((t) => t.title === name) ? slugIn(texts, locale, stored) : stored;
}
