import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { formatPhone, telHref } from '@/domain/format/phone';
import { content } from '@/lib/content/load';
import { pick } from '@/domain/language/localized-text';
import { menuFor, type MenuItem } from '@/lib/content/menu';
import { safeHtml } from '@/domain/content/sanitize';
import type { Site } from '@/domain/content/schema';
import { MenuLink } from './menu-link';

type Column = Site['footer']['columns'][number];
const span = { 3: 'lg:col-span-3', 4: 'lg:col-span-4', 6: 'lg:col-span-6', 12: 'lg:col-span-12' } as Record<
  number,
  string
>;

function LinkList({ items, newTab }: { items: MenuItem[]; newTab: string }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink item={item} newTab={newTab} className="inline-flex min-h-8 items-center gap-1 hover:underline" />
        </li>
      ))}
    </ul>
  );
}

/** Footer columns, the agency's legal identity (Belgian law: company, VAT/KBO, BIV) and the copyright. */
export async function SiteFooter({ locale }: { locale: AppLocale }) {
  const { site } = content();
  const { agency } = site;
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const tShell = await getTranslations({ locale, namespace: 'Shell' });
  const tConsent = await getTranslations({ locale, namespace: 'Consent' });
  const newTab = tShell('newTab');
  const body = (column: Column) => {
    if (column.links === 'menu') return <LinkList items={menuFor(locale, 'main')} newTab={newTab} />;
    if (column.links === 'legal') return <LinkList items={menuFor(locale, 'footer')} newTab={newTab} />;
    if (column.links === 'contact') {
      return (
        <address className="space-y-1 not-italic">
          <p>{`${agency.street} ${agency.houseNumber}, ${agency.zip} ${agency.city}`}</p>
          <p>
            <a className="hover:underline" href={telHref(agency.phone)}>
              {formatPhone(agency.phone)}
            </a>
          </p>
          <p>
            <a className="hover:underline" href={`mailto:${agency.email}`}>
              {agency.email}
            </a>
          </p>
          <p className="text-white/80">{pick(agency.openingHours, locale)}</p>
        </address>
      );
    }
    const html = safeHtml(pick(column.fullText, locale) || pick(column.introText, locale));
    return html ? <div className="space-y-2 text-white/85" dangerouslySetInnerHTML={{ __html: html }} /> : null;
  };
  return (
    <footer className="mt-16 bg-ink text-sm text-white">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-12">
        {site.footer.columns.map((column, index) => (
          // Columns under a heading, not landmarks: a title chosen by the agency ("Informations
          // légales") may be the name of a landmark on the page already (landmark-unique).
          <div key={index} className={span[column.col.lg] ?? 'lg:col-span-3'}>
            <h2 className="mb-3 font-sans text-base font-semibold text-white">{pick(column.title, locale)}</h2>
            {body(column)}
          </div>
        ))}
      </div>
      <div className="border-t border-white/15">
        <div className="container-page space-y-2 py-6 text-xs text-white/80">
          <p>
            {agency.legalName} · {t('vat')} {agency.vat} · {t('companyNumber')} {agency.vat.replace(/^BE ?/, '')} ·{' '}
            {pick(agency.bivTitle, locale)} {t('bivNumber')} {agency.biv}
          </p>
          <p>{pick(agency.supervisor, locale)}</p>
          <p className="flex flex-wrap gap-x-4">
            <span>
              {t('copyright', { year: String(new Date().getFullYear()), text: pick(site.footer.copyright, locale) })}
            </span>
            <a href="?setcookies" className="underline hover:text-white">
              {tConsent('footerLink')}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
