import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { env } from '@/env';
import { getPathname } from '@/i18n/navigation';
import { JsonLd } from '../seo/json-ld';

export type Crumb = { label: string; href?: string };

/**
 * The banner of inner pages: title, optional intro and the breadcrumb (home first, then the
 * trail; specification section 2). The last crumb is the current page.
 */
export async function PageBanner({
  locale,
  title,
  intro,
  trail,
  showBreadcrumb = true,
}: {
  locale: AppLocale;
  title: string;
  intro?: string;
  trail: Crumb[];
  showBreadcrumb?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumb' });
  const crumbs: Crumb[] = [{ label: t('home'), href: getPathname({ locale, href: '/' }) }, ...trail];
  const origin = env().SITE_URL;
  const breadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      ...(crumb.href ? { item: origin + crumb.href } : {}),
    })),
  };
  return (
    <section className="bg-sand">
      {showBreadcrumb && <JsonLd data={breadcrumbList} />}
      <div className="container-page py-8 md:py-12">
        {showBreadcrumb && (
          <nav aria-label={t('label')} className="mb-3 text-sm text-muted">
            <ol className="flex flex-wrap items-center gap-1">
              {crumbs.map((crumb, index) => {
                const last = index === crumbs.length - 1;
                return (
                  <li key={index} className="flex items-center gap-1">
                    {last || !crumb.href ? (
                      <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                    ) : (
                      <a href={crumb.href} className="underline-offset-2 hover:underline">
                        {crumb.label}
                      </a>
                    )}
                    {!last && <span aria-hidden="true">›</span>}
                  </li>
                );
              })}
            </ol>
          </nav>
        )}
        <h1 className="text-3xl font-semibold md:text-5xl">{title}</h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p>}
      </div>
    </section>
  );
}
