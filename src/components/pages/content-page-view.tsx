import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { pick } from '@/domain/language/localized-text';
import { safeHtml } from '@/domain/content/sanitize';
import type { MenuPage, Site } from '@/domain/content/schema';
import type { ModuleData } from '@/lib/modules/module-data';
import { ModuleList } from '../modules/module-list';
import { AgencyCard } from './agency-card';
import { PageBanner, type Crumb } from '../layout/page-banner';
import { PageCss } from './page-css';

type SubPage = { label: string; href: string; description: string };

/** A menu page: banner with breadcrumb (when switched on), the sanitised content, links to its children. */
export async function ContentPageView({
  page,
  locale,
  trail,
  subPages,
  modules,
  agency,
  applyHref,
}: {
  page: MenuPage;
  locale: AppLocale;
  trail: Crumb[];
  subPages: SubPage[];
  modules: Record<string, ModuleData>;
  agency: Site['agency'];
  applyHref?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'ContentPage' });
  const tForms = await getTranslations({ locale, namespace: 'LeadForms' });
  const { params } = page;
  const title = pick(params.bannerTitle, locale) || pick(params.title, locale);
  const html = safeHtml(pick(params.content, locale));
  return (
    <PageCss page={page}>
      {params.showPageBanner ? (
        <PageBanner
          locale={locale}
          title={title}
          intro={pick(params.bannerDescription, locale) || undefined}
          trail={trail}
          showBreadcrumb={params.showBreadCrumb}
        />
      ) : (
        <h1 className="container-page pt-10 text-4xl font-semibold">{title}</h1>
      )}
      <div className="container-page py-10">
        {html && (
          // A text page reads in a measure of about 70 characters; beside it, how to reach the agency (and for a vacancy, the job form).
          <div
            className={
              params.modules.length === 0 ? 'grid gap-10 lg:grid-cols-[minmax(0,48rem)_20rem] lg:justify-between' : ''
            }
          >
            <div
              className="prose-content max-w-3xl text-lg leading-relaxed"
              dangerouslySetInnerHTML={{ __html: html }}
            />
            {params.modules.length === 0 && (
              <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
                {applyHref && (
                  <div className="rounded-xl bg-brand p-6 text-on-brand shadow-sm">
                    <h2 className="text-xl font-semibold">{tForms('titles.job')}</h2>
                    <p className="mt-2 text-on-brand">{tForms('intros.job')}</p>
                    <a href={applyHref} className="btn mt-5 bg-white text-brand hover:bg-sand">
                      {tForms('titles.job')}
                    </a>
                  </div>
                )}
                <AgencyCard agency={agency} locale={locale} />
              </aside>
            )}
          </div>
        )}
        {params.modules.length > 0 && (
          <div className="mt-12">
            <ModuleList modules={params.modules} data={modules} locale={locale} agency={agency} pageTitle={title} />
          </div>
        )}
        {subPages.length > 0 && !params.modules.some((m) => m.relations.some((r) => r.type === 'category')) && (
          <section aria-labelledby="sub-pages" className="mt-12">
            <h2 id="sub-pages" className="mb-4 text-2xl font-semibold">
              {t('subPages')}
            </h2>
            <ul className="grid gap-4 md:grid-cols-3">
              {subPages.map((sub) => (
                <li key={sub.href}>
                  <a
                    href={sub.href}
                    className="block h-full rounded-xl border border-line bg-white p-5 hover:border-brand"
                  >
                    <span className="block font-semibold text-brand">{sub.label}</span>
                    {sub.description && <span className="mt-1 block text-muted">{sub.description}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </PageCss>
  );
}
