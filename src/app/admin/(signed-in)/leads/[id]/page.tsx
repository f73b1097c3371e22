import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { formatDateTime } from '@/domain/format/dates';
import { leadById } from '@/lib/backoffice/leads';
import { detailRows } from '@/lib/leads/mails';
import { mailTranslator } from '@/lib/mail/render';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';

type Props = { params: Promise<{ id: string }> };

/**
 * One lead as the office reads it (issue 31): every field the visitor sent, named and with its
 * choices in the staff member's language (address, preferred moment, how to be contacted…), the
 * property by its public reference with a link to its page, and the mails that followed.
 */
export default async function LeadPage({ params }: Props) {
  const { id } = await params;
  const staff = await requireSection('leads');
  const lead = /^\d{1,9}$/.test(id) ? await leadById(getDb(), Number(id)) : null;
  if (!lead) notFound();
  const t = await adminTexts(staff.locale);
  const forms = await getTranslations({ locale: staff.locale, namespace: 'LeadForms.titles' });
  const form = forms.has(lead.kind as 'contact') ? forms(lead.kind as 'contact') : lead.kind;
  const rows = detailRows(mailTranslator(staff.locale), lead.payload, staff.locale);
  return (
    <div className="max-w-3xl space-y-6">
      <p>
        <Link href="/admin/leads/" className="underline">
          {t('backToLeads')}
        </Link>
      </p>
      <h1 className="text-3xl">
        {form} · {lead.name}
      </h1>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <dt className="font-medium">{t('csv.date')}</dt>
        <dd>{formatDateTime(lead.createdAt)}</dd>
        <dt className="font-medium">{t('csv.language')}</dt>
        <dd>{t.has(`language_${lead.locale}` as never) ? t(`language_${lead.locale}` as never) : lead.locale}</dd>
        {lead.propertyId !== null && (
          <>
            <dt className="font-medium">{t('csv.property')}</dt>
            <dd>
              <a href={`/property/${lead.propertyId}/`} target="_blank" rel="noopener" className="underline">
                {lead.reference}
              </a>
            </dd>
          </>
        )}
        {rows.map(([label, value], i) => (
          <div key={i} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="lead-mails" className="space-y-2">
        <h2 id="lead-mails" className="text-xl">
          {t('csv.mails')}
        </h2>
        <ul className="space-y-1">
          {lead.mails.map((m) => (
            <li key={m.id}>
              {t(`purpose_${m.purpose as 'agency'}`)} · {t('mailTo', { to: m.to })} · {t(`state_${m.state}`)}
              {m.sentAt && <> · {formatDateTime(m.sentAt)}</>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
