import { shownTiles } from '@/domain/map/site-tiles';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LEAD_FORMS, formFitsProperty, type FormKind } from '@/domain/forms/registry';
import { formatPrice } from '@/domain/property/money';
import { amountDueOnSigning } from '@/domain/property/rental-costs';
import { alternatesFor } from '@/i18n/metadata';
import type { AppLocale, AppPathname } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import { placesHint } from '@/lib/content/identity';
import { appPageSeo } from '@/lib/content/page-seo';
import { submitLead } from './lead-action';
import { freeSlots, typeOptions } from '@/lib/leads/form-choices';
import { leadProperty } from '@/lib/leads/property';
import { LeadFormPanel } from '@/components/forms/lead-form-panel';
import type { SpecOptions } from '@/components/forms/form-specs';
import { InfoPageView } from '@/components/pages/info-page-view';
import type { Crumb } from '@/components/layout/page-banner';
import { recordId } from '@/domain/edge/record-id';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ?property=123 → 123; anything else → undefined (a bad parameter is ignored, never an error). */
export function propertyParam(sp: Record<string, string | string[] | undefined>): number | undefined {
  const v = sp.property;
  return recordId(v) ?? undefined;
}

export async function formMetadata(locale: AppLocale, kind: FormKind, route: AppPathname): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'LeadForms' });
  return {
    ...(await appPageSeo(route, locale, { title: t(`titles.${kind}`) })),
    alternates: alternatesFor(locale, route as never),
    robots: { index: !LEAD_FORMS[kind].noindex },
  };
}

function slotFormat(locale: AppLocale) {
  const tag = locale === 'en' ? 'en-GB' : `${locale}-BE`;
  const day = new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Brussels',
  });
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Brussels' });
  return { day: (d: Date) => day.format(d), time: (d: Date) => time.format(d) };
}

/** The map of the search demand, its tiles from the site settings and its texts translated here. */
async function regionMap(locale: AppLocale): Promise<NonNullable<SpecOptions['regionMap']>> {
  const t = await getTranslations({ locale, namespace: 'LeadForms.regionMap' });
  const { map, agency } = content().site;
  return {
    tiles: shownTiles(map),
    home: [agency.lat, agency.lng],
    texts: {
      label: t('label'),
      hint: t('hint'),
      addCentre: t('addCentre'),
      undo: t('undo'),
      clear: t('clear'),
      points: {
        none: t('points.none'),
        one: t('points.one'),
        two: t('points.two'),
        other: t('points.other', { count: '{count}' }),
      },
    },
  };
}

/** What a form's layout takes from the database and settings: its choices, a map, the amount due. */
function needsOf(kind: FormKind) {
  const sections = LEAD_FORMS[kind].layout;
  const fields = sections.flatMap((s) => s.fields);
  return {
    propertyTypes: fields.some((f) => f.choices === 'propertyTypes'),
    appointmentSlots: fields.some((f) => f.choices === 'appointmentSlots'),
    regionMap: fields.some((f) => f.type === 'region'),
    placesHint: fields.some((f) => f.hint === 'zonesHint'),
    amountDue: sections.some((s) => s.note === 'amountDue'),
  };
}

/** The options a form needs from the database and settings: time slots, types, free appointments, amounts. */
async function formOptions(
  kind: FormKind,
  locale: AppLocale,
  property: Awaited<ReturnType<typeof leadProperty>>,
): Promise<SpecOptions> {
  const t = await getTranslations({ locale, namespace: 'LeadForms' });
  const needs = needsOf(kind);
  const options: SpecOptions = { slots: content().site.contactSlots };
  if (needs.propertyTypes) options.propertyTypes = await typeOptions(locale);
  if (needs.regionMap) options.regionMap = await regionMap(locale);
  // The example of places is the agency's own (its settings), never one written in the code.
  if (needs.placesHint) options.hints = { zonesHint: placesHint(locale, await getTranslations({ locale })) };
  if (needs.appointmentSlots && property) {
    const f = slotFormat(locale);
    options.appointmentSlots = (await freeSlots(property.id)).map((s) => ({
      value: String(s.id),
      label: t('slotLabel', { day: f.day(s.startsAt), from: f.time(s.startsAt), to: f.time(s.endsAt) }),
    }));
  }
  if (needs.amountDue && property?.price) {
    const fin = property.rentalCosts;
    const due = amountDueOnSigning({
      monthlyRent: property.price,
      monthlyCharges: fin.charges,
      inventoryCostShare: fin.inventory,
      deposit: fin.deposit,
    });
    // Only the figures the agency's software gives (decision 028): no guarantee made up.
    const lines = [
      t('dueRent', { amount: formatPrice(due.firstMonth, locale) }),
      due.charges ? t('dueCharges', { amount: formatPrice(due.charges, locale) }) : null,
      due.inventory ? t('dueInventory', { amount: formatPrice(due.inventory, locale) }) : null,
      due.deposit !== null ? t('dueDeposit', { amount: formatPrice(due.deposit, locale) }) : null,
    ].filter((l): l is string => l !== null);
    options.amountDue = due.total !== null ? formatPrice(due.total, locale) : t('amountDueOpen');
    options.amountDueNote =
      due.total !== null
        ? `${t('amountDue')}: ${formatPrice(due.total, locale)} — ${lines.join(' + ')}`
        : `${lines.join(' + ')} — ${t('amountDueOpen')}`;
  }
  return options;
}

type PageProps = {
  locale: AppLocale;
  kind: FormKind;
  title: string;
  intro: string;
  propertyId?: number;
  hidden?: Record<string, string>;
  requireProperty?: boolean;
  trail?: Crumb[];
  defaults?: Record<string, string | string[]>;
};

/** A page around one lead form, with the property it is about when there is one. */
export async function FormPage({
  locale,
  kind,
  title,
  intro,
  propertyId,
  hidden = {},
  requireProperty = false,
  trail,
  defaults,
}: PageProps) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'LeadForms' });
  const te = await getTranslations({ locale, namespace: 'FormErrors' });
  const found = await leadProperty(propertyId, locale);
  const property = found && formFitsProperty(kind, found.goal) ? found : null;
  const options = await formOptions(kind, locale, property);
  const fallback = LEAD_FORMS[kind].whenFull;
  const fields = { ...hidden, ...(property ? { propertyId: String(property.id) } : {}) };
  return (
    <InfoPageView locale={locale} title={title} intro={intro} agency={content().site.agency} trail={trail}>
      {propertyId !== undefined && !property && (
        <p role="status" className="rounded-lg bg-sand p-4">
          {te('propertyMissing')}
        </p>
      )}
      {property && (
        <p className="rounded-lg bg-brand-light p-4">
          <a href={property.url.replace(/^https?:\/\/[^/]+/, '')} className="underline">
            {t('about', { title: property.title, reference: property.reference })}
          </a>
          <br />
          <span className="text-sm text-muted">{property.address}</span>
        </p>
      )}
      {requireProperty && !property ? null : fallback && property && options.appointmentSlots?.length === 0 ? (
        // No free slot (any more): the visit request about this property instead of a dead end.
        <>
          <p role="status" className="rounded-lg bg-sand p-4">
            {t('noSlots')}
          </p>
          <LeadFormPanel
            kind={fallback}
            locale={locale}
            action={submitLead}
            hidden={fields}
            options={await formOptions(fallback, locale, property)}
          />
        </>
      ) : (
        <LeadFormPanel
          kind={kind}
          locale={locale}
          action={submitLead}
          hidden={fields}
          options={options}
          defaults={defaults}
        />
      )}
    </InfoPageView>
  );
}
