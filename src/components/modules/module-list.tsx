import { Photo } from '@/components/media/photo';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { pick } from '@/domain/language/localized-text';
import { safeHtml } from '@/domain/content/sanitize';
import type { Module, Site } from '@/domain/content/schema';
import type { ModuleData } from '@/lib/modules/module-data';
import { ModuleBody } from './module-body';

// Tailwind needs whole class names: the spans of the 12-column grid per breakpoint.
const SM: Record<number, string> = {
  3: 'col-span-3',
  4: 'col-span-4',
  6: 'col-span-6',
  8: 'col-span-8',
  12: 'col-span-12',
};
const MD: Record<number, string> = {
  3: 'md:col-span-3',
  4: 'md:col-span-4',
  6: 'md:col-span-6',
  8: 'md:col-span-8',
  12: 'md:col-span-12',
};
const LG: Record<number, string> = {
  3: 'lg:col-span-3',
  4: 'lg:col-span-4',
  6: 'lg:col-span-6',
  8: 'lg:col-span-8',
  12: 'lg:col-span-12',
};
const HEADINGS = { h2: 'text-3xl md:text-4xl', h3: 'text-2xl', h4: 'text-xl' } as const;

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * A page's published modules in their order, on a 12-column grid (specification section 3). A
 * module's title that only repeats the page's own heading (`pageTitle`) is not shown twice.
 */
export async function ModuleList({
  modules,
  data,
  locale,
  agency,
  pageTitle,
}: {
  modules: Module[];
  data: Record<string, ModuleData>;
  locale: AppLocale;
  agency: Site['agency'];
  pageTitle?: string;
}) {
  const shown = modules.filter((m) => m.status === 'Published').sort((a, b) => a.sort - b.sort);
  if (!shown.length) return null;
  const t = await getTranslations({ locale, namespace: 'Modules' });
  return (
    <div className="grid grid-cols-12 gap-x-8 gap-y-14">
      {shown.map((module) => {
        const label = pick(module.title, locale);
        const title = pageTitle && sameText(label, pageTitle) ? '' : label;
        const description = safeHtml(pick(module.description, locale));
        const description2 = safeHtml(pick(module.description2, locale));
        const Heading = module.titleSize;
        const headingId = `module-${module.id}`;
        // What is filled in shows (issue 31): a colour colours the block, an image stands above its
        // text; the stored backgroundType no longer hides either.
        const background = module.colorBackground ? { backgroundColor: module.colorBackground } : undefined;
        const more = pick(module.moreLink, locale);
        return (
          <section
            key={module.id}
            aria-labelledby={title ? headingId : undefined}
            className={`${SM[module.col.sm] ?? 'col-span-12'} ${MD[module.col.md] ?? ''} ${LG[module.col.lg] ?? ''} ${background ? 'rounded-2xl p-6 md:p-10' : ''} ${module.class ?? ''}`}
            style={background}
          >
            {module.image?.url && (
              <div className="relative mb-6 aspect-[21/9] overflow-hidden rounded-2xl bg-sand">
                <Photo
                  src={module.image.url}
                  alt={pick(module.image.alt, locale)}
                  fill
                  sizes="(min-width: 1280px) 1200px, 100vw"
                  className="object-cover"
                />
              </div>
            )}
            <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
              <div className="max-w-3xl">
                {title && (
                  <Heading id={headingId} className={`${HEADINGS[module.titleSize]} font-semibold`}>
                    {title}
                  </Heading>
                )}
                {description && (
                  <div
                    className="prose-content mt-2 text-lg text-muted"
                    dangerouslySetInnerHTML={{ __html: description }}
                  />
                )}
              </div>
              {more && (
                <a href={more} className="btn btn-ghost text-sm">
                  {t('seeAll')}
                </a>
              )}
            </div>
            <ModuleBody
              module={module}
              data={data[module.id] ?? { kind: 'article' }}
              locale={locale}
              label={label || module.id}
              agency={agency}
            />
            {description2 && (
              <div
                className="prose-content mt-6 max-w-3xl text-lg"
                dangerouslySetInnerHTML={{ __html: description2 }}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
