import 'server-only';
import { LEAD_FORMS, type FormKind } from '@/domain/forms/registry';
import { agencyMailLocale } from '@/domain/language/languages';
import { formatPrice } from '@/domain/property/money';
import { content } from '@/lib/content/load';
import type { QueuedMail } from '@/lib/mail/queue';
import { agencyFooter, mailTranslator, renderMail, type MailBlock } from '@/lib/mail/render';

/** The property a lead is about, as the mails show it (reference and address, section "Delivery pipeline"). */
export type LeadProperty = { id: number; title: string; reference: string; address: string; url: string };

type Translator = ReturnType<typeof mailTranslator>;
/** Fields with fixed choices (salutation, channel, goal, pets): their values read as the options' labels. */
const ENUM_FIELDS = new Set(
  Object.values(LEAD_FORMS).flatMap((form) =>
    form.layout.flatMap((s) => s.fields.filter((f) => Array.isArray(f.choices)).map((f) => f.name)),
  ),
);
// Amounts in euro a visitor typed (an offer, a price range, a budget, an income): written as the
// reader's language writes money (docs/product-decisions.md#money), not as bare digits.
const MONEY_FIELDS = new Set(['amount', 'priceMin', 'priceMax', 'budget', 'income1', 'income2']);
// A booked slot is named by its moment in its own block (Mail.appointment), never by its number.
const HIDDEN = new Set(['propertyId', 'projectId', 'zoneList', 'slotId']);

/** Keys built at run time (field names): looked up untyped, falling back to the name itself. */
type Loose = { has: (key: string) => boolean; (key: string, values?: Record<string, string>): string };
const loose = (t: Translator) => t as unknown as Loose;

function fieldLabel(t: Translator, key: string): string {
  const k = `LeadForms.fields.${key}`;
  return loose(t).has(k) ? loose(t)(k, { amount: '' }) : key;
}

/** A drawn region reads as its size and centre, not as a list of coordinates. */
function regionValue(t: Translator, ring: [number, number][]): string {
  const mean = (i: 0 | 1) => (ring.reduce((sum, p) => sum + p[i], 0) / ring.length).toFixed(4);
  return t('Mail.region', { count: String(ring.length), centre: `${mean(0)}, ${mean(1)}` });
}

function fieldValue(t: Translator, key: string, value: unknown, locale: string): string {
  if (MONEY_FIELDS.has(key) && typeof value === 'number') return formatPrice(value, locale);
  if (key === 'region' && Array.isArray(value) && value.length) return regionValue(t, value as [number, number][]);
  if (typeof value === 'boolean') return t(value ? 'Mail.yes' : 'Mail.no');
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  return String(choiceWords(t, key, value));
}

/** A fixed choice's value (a salutation's `ms`) as the form words it ("Mme"); any other value as it is. */
export function choiceWords(t: Translator, key: string, value: unknown): unknown {
  if (!ENUM_FIELDS.has(key) || typeof value !== 'string') return value;
  const k = `LeadForms.options.${value}`;
  return loose(t).has(k) ? loose(t)(k) : value;
}

/** The visitor's language by its name in the reader's ("Néerlandais"), not its code ("nl"). */
function languageName(t: Translator, locale: string): string {
  const key = `Admin.language_${locale}`;
  return loose(t).has(key) ? loose(t)(key) : locale;
}

/** Every field the visitor filled in, labelled and its amounts written in the reader's language (`locale`, t's). */
export function detailRows(t: Translator, data: Record<string, unknown>, locale: string): [string, string][] {
  return Object.entries(data)
    .filter(([k, v]) => !HIDDEN.has(k) && v !== undefined && v !== null && v !== '')
    .map(([k, v]) => [fieldLabel(t, k), fieldValue(t, k, v, locale)]);
}

function propertyBlock(t: Translator, p: LeadProperty | null): MailBlock[] {
  if (!p) return [];
  return [
    {
      heading: t('Mail.property'),
      rows: [
        [t('Mail.property'), p.title],
        [t('Mail.reference'), p.reference],
        [t('Mail.address'), p.address],
      ],
      link: { label: t('Mail.view'), href: p.url },
    },
  ];
}

export type LeadMailInput = {
  kind: FormKind;
  locale: string;
  submissionId: number;
  data: Record<string, unknown>;
  property: LeadProperty | null;
  visitorEmail: string | null;
  visitorName: string;
  extra?: MailBlock[];
};

/**
 * The agency's copy, in its mail language (`site.languages.agencyMail`, else the site's default),
 * answerable straight to the visitor.
 */
export function agencyMail(input: LeadMailInput): QueuedMail {
  const locale = agencyMailLocale(content().site.languages);
  const t = mailTranslator(locale);
  // What was asked, as a noun ("Demande de contact : Sophie Lambert"): the form's title is a call
  // to the visitor ("Contactez-nous"), which no subject can put before a name.
  const request = t(`Mail.request.${input.kind}`);
  const body = renderMail(
    [
      ...propertyBlock(t, input.property),
      {
        heading: t('Mail.details'),
        rows: [...detailRows(t, input.data, locale), [t('Mail.language'), languageName(t, input.locale)]],
      },
      ...(input.extra ?? []),
    ],
    agencyFooter(),
  );
  return {
    submissionId: input.submissionId,
    purpose: 'agency',
    locale,
    to: content().site.agency.email,
    replyTo: input.visitorEmail,
    subject:
      t('Mail.agencySubject', { request, name: input.visitorName }) +
      (input.property ? ` · ${input.property.reference}` : ''),
    ...body,
  };
}

/**
 * The visitor's confirmation, in the page's language, with a copy of what was sent. It says what
 * was received by the form's own words ("uw bezoekaanvraag"), or what the form's step says instead
 * (a booked visit: its moment); documents have their own intro.
 */
export function visitorMail(
  input: LeadMailInput & { visitorEmail: string },
  own?: { subject?: string; intro: string },
): QueuedMail {
  const t = mailTranslator(input.locale);
  const what = t(`Mail.what.${input.kind}`);
  const body = renderMail(
    [
      { lines: [own?.intro ?? t('Mail.visitorIntro', { name: input.visitorName, what })] },
      ...propertyBlock(t, input.property),
      ...(input.extra ?? []),
      { heading: t('Mail.details'), rows: detailRows(t, input.data, input.locale) },
    ],
    agencyFooter(),
  );
  return {
    submissionId: input.submissionId,
    purpose: 'visitor',
    locale: input.locale,
    to: input.visitorEmail,
    subject: own?.subject ?? t('Mail.visitorSubject', { what }),
    ...body,
  };
}

/** Send to a friend: the property, the sender's name and message, in the sender's language. */
export function friendMail(
  input: LeadMailInput,
  friend: { email: string; firstName: string; message?: string },
): QueuedMail {
  const t = mailTranslator(input.locale);
  const blocks: MailBlock[] = [
    { lines: [t('Mail.friendIntro', { friend: friend.firstName, name: input.visitorName })] },
    ...propertyBlock(t, input.property),
  ];
  if (friend.message) blocks.push({ lines: [t('Mail.friendMessage', { name: input.visitorName }), friend.message] });
  return {
    submissionId: input.submissionId,
    purpose: 'friend',
    locale: input.locale,
    to: friend.email,
    replyTo: input.visitorEmail,
    // Never the visitor's text in the Subject: a fixed line, the sender's name is in the body.
    subject: t('Mail.friendSubject'),
    ...renderMail(blocks, agencyFooter()),
  };
}
