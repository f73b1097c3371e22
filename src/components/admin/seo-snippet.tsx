'use client';

import { useEffect, useState } from 'react';
import { SNIPPET_DESCRIPTION_MAX, SNIPPET_TITLE_MAX, snippetLine } from '@/domain/editor/seo-snippet';

export type SnippetTexts = {
  heading: string;
  /** "Title: {count} of {max} characters" */
  titleCount: string;
  descriptionCount: string;
  tooLong: string;
  noDescription: string;
};

type Props = {
  languages: readonly string[];
  names: Record<string, string>;
  texts: SnippetTexts;
  /** The id the editor gave the field at this path (its own `idOf`). */
  idOf: (path: (string | number)[]) => string;
};

const valueOf = (id: string) =>
  (document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';

/**
 * A page's search snippet per language, as it is typed (issue 31): the SEO title (else the page's
 * title) and description as a search engine shows them, with their length against its limits.
 * It reads the fields of the form (by the ids the editor gave them) as they change.
 */
export function SeoSnippet({ languages, names, texts, idOf }: Props) {
  const [values, setValues] = useState<Record<string, { title: string; description: string }>>({});
  useEffect(() => {
    const read = () =>
      setValues(
        Object.fromEntries(
          languages.map((l) => [
            l,
            {
              title: valueOf(idOf(['params', 'seo', 'metaTitle', l])) || valueOf(idOf(['params', 'title', l])),
              description:
                valueOf(idOf(['params', 'seo', 'description', l])) || valueOf(idOf(['params', 'description', l])),
            },
          ]),
        ),
      );
    read();
    document.addEventListener('input', read);
    return () => document.removeEventListener('input', read);
  }, [languages, idOf]);
  const count = (template: string, n: number, max: number) =>
    template.replace('{count}', String(n)).replace('{max}', String(max));
  return (
    <section aria-label={texts.heading} className="space-y-3 rounded-lg bg-sand/40 p-3">
      <p className="font-medium">{texts.heading}</p>
      <div className="grid gap-3 md:grid-cols-3">
        {languages.map((l) => {
          const title = snippetLine(values[l]?.title ?? '', SNIPPET_TITLE_MAX);
          const description = snippetLine(values[l]?.description ?? '', SNIPPET_DESCRIPTION_MAX);
          return (
            <figure key={l} lang={l} className="min-w-0 rounded-lg border border-line bg-white p-3" data-snippet={l}>
              <figcaption className="mb-1 text-xs text-muted" lang={undefined}>
                {names[l]}
              </figcaption>
              <p className="text-lg leading-snug text-[#1a0dab]">{title.shown}</p>
              <p className="mt-1 text-sm text-[#4d5156]">{description.shown || texts.noDescription}</p>
              <p className={`mt-2 text-xs ${title.over ? 'font-medium text-danger-ink' : 'text-muted'}`}>
                {count(texts.titleCount, title.length, SNIPPET_TITLE_MAX)}
                {title.over && ` · ${texts.tooLong}`}
              </p>
              <p className={`text-xs ${description.over ? 'font-medium text-danger-ink' : 'text-muted'}`}>
                {count(texts.descriptionCount, description.length, SNIPPET_DESCRIPTION_MAX)}
                {description.over && ` · ${texts.tooLong}`}
              </p>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
