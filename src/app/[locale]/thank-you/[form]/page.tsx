import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isFormKind, recapLines, thankYouFor } from '@/domain/forms/registry';
import { THANK_YOU_FORMS, type ThankYouForm } from '@/domain/forms/thank-you-pages';
import { formatPrice } from '@/domain/property/money';
import { formatPhone, telHref } from '@/domain/format/phone';
import { cityParam } from '@/domain/search/search-query';
import type { RecapLine } from '@/domain/forms/recap';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import { leadProperty } from '@/lib/leads/property';
import { SENT_COOKIE, sentSubmission } from '@/lib/leads/recap';
import { PageBanner } from '@/components/layout/page-banner';

type Props = { params: Promise<{ locale: string; form: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'FormPages' });
  return { title: t('thankYouTitle'), robots: { index: false } };
}

function dateText(locale: AppLocale, iso: string, withTime = false): string {
  const tag = locale === 'en' ? 'en-GB' : `${locale}-BE`;
  return new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Brussels',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(new Date(withTime ? iso : `${iso}T12:00:00Z`));
}

/**
 * The thank-you page of each form (specification section 2), one address and one message per form;
 * with a recap of what was just sent (the kind of request, the property, the choices: never who
 * sent it) and where to go next (issue 20). Private and never stored (decision 018).
 */
export default async function ThankYouPage({ params }: Props) {
  const { locale: raw, form } = await params;
  const locale = raw as AppLocale;
  if (!(THANK_YOU_FORMS as readonly string[]).includes(form)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'FormPages' });
  const tForms = await getTranslations({ locale, namespace: 'LeadForms' });
  const tNav = await getTranslations({ locale, namespace: 'NotFoundPage' });
  const found = await sentSubmission((await cookies()).get(SENT_COOKIE)?.value);
  const sent =
    found && isFormKind(found.kind) && thankYouFor(found.kind, { projectId: found.projectId ?? undefined }) === form
      ? { ...found, kind: found.kind }
      : null;
  const property = sent?.propertyId ? await leadProperty(sent.propertyId, locale) : null;
  const { agency } = content().site;

  const line = (l: RecapLine): [string, string] => {
    switch (l.key) {
      case 'preferredDate':
        return [t('recap.preferredDate'), dateText(locale, l.date)];
      case 'slots':
        return [t('recap.slots'), l.list.join(', ')];
      case 'device':
        return [t('recap.device'), tForms(`options.${l.option}`)];
      case 'goal':
        return [t('recap.goal'), tForms(`options.${l.option}`)];
      case 'zones':
        return [t('recap.zones'), l.text];
      case 'types':
        return [t('recap.types'), t('recap.typesCount', { count: l.count })];
      case 'bedroomsMin':
        return [t('recap.bedroomsMin'), String(l.amount)];
      default:
        return [t(`recap.${l.key}`), formatPrice(l.amount, locale)];
    }
  };
  const rows: [string, string][] = sent
    ? [
        [t('recap.request'), tForms(`titles.${sent.kind}`)],
        ...(sent.slot
          ? [[t('recap.slot'), dateText(locale, sent.slot.startsAt.toISOString(), true)] as [string, string]]
          : []),
        ...recapLines(sent.kind, sent.payload).map(line),
      ]
    : [];

  // Where to go next: the property and homes like it, the list the demand watches, or home.
  const listOf = (goal: 0 | 1) => getPathname({ locale, href: goal === 1 ? '/for-rent' : '/for-sale' });
  const next: { href: string; label: string }[] = [];
  if (property) {
    next.push({ href: property.url.replace(/^https?:\/\/[^/]+/, ''), label: t('next.property') });
    next.push({
      href: `${listOf(property.goal)}?city=${encodeURIComponent(cityParam({ name: property.addressCity, zip: property.zip }))}`,
      label: t('next.similar'),
    });
  } else if (sent?.kind === 'demand') {
    next.push({ href: listOf(sent.payload.goal === 'rent' ? 1 : 0), label: t('next.list') });
  }
  next.push({ href: getPathname({ locale, href: '/' }), label: tNav('home') });

  return (
    <>
      <PageBanner locale={locale} title={t('thankYouTitle')} trail={[{ label: t('thankYouTitle') }]} />
      <div className="container-page space-y-6 py-10">
        <p role="status" className="max-w-2xl text-lg">
          {t(`thankYou.${form as ThankYouForm}`)}
        </p>
        {rows.length > 0 && (
          <section
            aria-labelledby="recap-title"
            className="max-w-2xl rounded-xl border border-line bg-white p-5"
            data-testid="thank-you-recap"
          >
            <h2 id="recap-title" className="text-xl font-semibold">
              {t('recap.title')}
            </h2>
            {property && (
              <p className="mt-2">
                <a href={property.url.replace(/^https?:\/\/[^/]+/, '')} className="font-medium text-brand underline">
                  {property.title}
                </a>{' '}
                <span className="text-sm text-muted">({t('recap.reference', { reference: property.reference })})</span>
              </p>
            )}
            <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
              {rows.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-muted">{term}</dt>
                  <dd className="mb-2 font-medium sm:mb-0">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <section aria-labelledby="next-title" className="max-w-2xl space-y-3" data-testid="thank-you-next">
          <h2 id="next-title" className="text-xl font-semibold">
            {t('next.title')}
          </h2>
          <div className="flex flex-wrap gap-3">
            {next.map((n, i) => (
              <a key={n.href} className={i === 0 ? 'btn btn-primary' : 'btn btn-ghost'} href={n.href}>
                {n.label}
              </a>
            ))}
          </div>
          {telHref(agency.phone) && (
            <p className="text-muted">
              {t.rich('next.call', {
                phone: () => (
                  <a href={telHref(agency.phone)} className="font-medium text-brand underline">
                    {formatPhone(agency.phone)}
                  </a>
                ),
              })}
            </p>
          )}
        </section>
      </div>
    </>
  );
}
