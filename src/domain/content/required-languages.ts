/**
 * Which languages a text of the content must be written in (issue 44): every language the site
 * shows (`languages.enabled`), and only those. The content's schema accepts a text in any of the
 * product's languages, since it cannot know the site's; this rule, applied with the other rules
 * across files (src/lib/content/load.ts checkPages: the folder apply, the back office's save and
 * publish, the start), names each field and language that is missing.
 */

type Texts = Partial<Record<string, unknown>> & { public?: boolean };
type Named = { field: string; text: Texts | undefined; filled?: boolean };

/** What the rule reads of the site settings (the parsed site.json). */
export type SiteTexts = {
  agency: { bivTitle?: Texts; supervisor?: Texts; openingHours?: Texts };
  topBar: { links: { label?: Texts; link?: Texts }[] };
  banner: { title?: Texts; description?: Texts };
  footer: { copyright?: Texts; columns: { title?: Texts; introText?: Texts; fullText?: Texts }[] };
};

/** What the rule reads of a menu page (a parsed page file). */
export type PageTexts = {
  params: { title?: Texts; redirect?: boolean; redirectUrl?: Texts };
};

/** The problem of one missing text, as the content rules write them (`field.lang: reason`). */
function missingProblem(field: string, language: string): string {
  return `${field}.${language}: is required because ${language} is enabled`;
}

/**
 * The missing languages of each text in `texts`: a text written in one language (any, shown or
 * not) must be written in every enabled language; one written in none (an icon's empty label) is
 * empty everywhere, unless it must be `filled` (a page's title, the agency's licence title,
 * supervisor, opening hours and copyright line: what the law or the footer needs). A text switched off
 * (`public: false`) or left out needs none. An empty string counts as not written: the back
 * office's form leaves an empty field out.
 */
function missing(texts: readonly Named[], enabled: readonly string[]): string[] {
  const written = (text: Texts, language: string) => {
    const value = text[language];
    return typeof value === 'string' && value.trim() !== '';
  };
  return texts.flatMap(({ field, text, filled }) => {
    if (!text || text.public === false) return [];
    if (!filled && !Object.keys(text).some((language) => language !== 'public' && written(text, language))) return [];
    return enabled.filter((language) => !written(text, language)).map((language) => missingProblem(field, language));
  });
}

/**
 * The site settings' texts that miss an enabled language: the agency's legal texts and the
 * copyright line always; the top bar's links, the banner and the footer's columns once written.
 */
export function missingSiteLanguages(site: SiteTexts, enabled: readonly string[]): string[] {
  const { agency, topBar, banner, footer } = site;
  return missing(
    [
      { field: 'agency.bivTitle', text: agency.bivTitle ?? {}, filled: true },
      { field: 'agency.supervisor', text: agency.supervisor ?? {}, filled: true },
      { field: 'agency.openingHours', text: agency.openingHours ?? {}, filled: true },
      ...topBar.links.flatMap((link, i) => [
        { field: `topBar.links.${i}.label`, text: link.label ?? {} },
        { field: `topBar.links.${i}.link`, text: link.link ?? {} },
      ]),
      { field: 'banner.title', text: banner.title },
      { field: 'banner.description', text: banner.description },
      { field: 'footer.copyright', text: footer.copyright ?? {}, filled: true },
      ...footer.columns.flatMap((column, i) => [
        { field: `footer.columns.${i}.title`, text: column.title },
        { field: `footer.columns.${i}.introText`, text: column.introText },
        { field: `footer.columns.${i}.fullText`, text: column.fullText },
      ]),
    ],
    enabled,
  );
}

/**
 * A page's texts that miss an enabled language: its title (not empty) and, for a redirect, its
 * address. Its path per language is checked with the other pages' (load.ts checkPages).
 */
export function missingPageLanguages(page: PageTexts, enabled: readonly string[]): string[] {
  const { title, redirect, redirectUrl } = page.params;
  return missing(
    [
      { field: 'params.title', text: title ?? {}, filled: true },
      ...(redirect ? [{ field: 'params.redirectUrl', text: redirectUrl }] : []),
    ],
    enabled,
  );
}
