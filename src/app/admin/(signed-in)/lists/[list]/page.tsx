import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/admin/data-table';
import { ListFilter } from '@/components/admin/list-filter';
import { getDb } from '@/db/client';
import { formatDate } from '@/domain/format/dates';
import { demandParts, type DemandPart } from '@/domain/search/demand-summary';
import {
  demands,
  documentRequestList,
  LISTS,
  listFilterFrom,
  subscribers,
  type ListName,
} from '@/lib/backoffice/lists';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';

type Props = {
  params: Promise<{ list: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};
type T = Awaited<ReturnType<typeof adminTexts>>;

/** A visitor's language by its name in the staff member's ("Frans"), not its code ("fr") (issue 44). */
const languageName = (t: T, code: string) =>
  t.has(`language_${code}` as never) ? t(`language_${code}` as never) : code;

function phrase(t: T, part: DemandPart): string {
  switch (part.key) {
    case 'places':
      return part.text;
    case 'demandFrom':
    case 'demandUpTo':
      return t(part.key, { price: part.price });
    case 'demandBedrooms':
    case 'demandTypes':
      return t(part.key, { count: part.count });
    default:
      return t(part.key);
  }
}

const mail = (email: string) => (
  <a href={`mailto:${email}`} className="underline">
    {email}
  </a>
);

/** The rows of one list, as the table shows them. */
async function table(
  list: ListName,
  filter: ReturnType<typeof listFilterFrom>,
  t: T,
  locale: string,
): Promise<{ head: string[]; rows: ReactNode[][] }> {
  const db = getDb();
  switch (list) {
    case 'subscribers':
      return {
        head: [t('colDate'), t('colEmail'), t('colLanguage'), t('colState')],
        rows: (await subscribers(db, filter)).map((s) => [
          formatDate(s.createdAt),
          mail(s.email),
          languageName(t, s.locale),
          s.state === 'confirmed' ? t('sub_confirmed', { date: formatDate(s.confirmedAt) }) : t(`sub_${s.state}`),
        ]),
      };
    case 'demands':
      return {
        head: [t('colDate'), t('colEmail'), t('colLanguage'), t('colCriteria'), t('colState'), t('colAlerts')],
        rows: (await demands(db, filter)).map((d) => [
          formatDate(d.createdAt),
          mail(d.email),
          languageName(t, d.locale),
          demandParts(d.criteria, locale)
            .map((p) => phrase(t, p))
            .join(' · '),
          d.active ? t('demand_active') : t('demand_stopped'),
          [
            t('alertsSent', { count: d.alerts }),
            d.lastAlert ? ` (${t('lastAlert', { date: formatDate(d.lastAlert) })})` : '',
          ].join(''),
        ]),
      };
    case 'documents':
      return {
        head: [t('colDate'), t('colEmail'), t('colProperty'), t('colAddress')],
        rows: (await documentRequestList(db, filter)).map((r) => [
          formatDate(r.createdAt),
          mail(r.email),
          r.propertyId,
          r.address,
        ]),
      };
  }
}

/** Newsletter subscribers, search demands with their alerts, documents requested: filter, read, export. */
export default async function ListPage({ params, searchParams }: Props) {
  const list = (await params).list as ListName;
  if (!LISTS.includes(list)) notFound();
  const staff = await requireSection('lists');
  const t = await adminTexts(staff.locale);
  const filter = listFilterFrom(await searchParams);
  const { head, rows } = await table(list, filter, t, staff.locale);
  const query = new URLSearchParams(
    Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ).toString();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl">{t('navLists')}</h1>
      <p className="max-w-3xl">{t('listsIntro')}</p>
      <nav aria-label={t('navLists')}>
        <ul className="flex flex-wrap gap-2">
          {LISTS.map((name) => (
            <li key={name}>
              <Link
                href={`/admin/lists/${name}/`}
                aria-current={name === list ? 'page' : undefined}
                className={`btn ${name === list ? 'btn-primary' : 'btn-secondary'}`}
              >
                {t(`list_${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListFilter
        values={filter}
        csvHref={`/api/admin/lists/${list}/${query ? `?${query}` : ''}`}
        texts={{
          words: t('filterWords'),
          from: t('filterFrom'),
          to: t('filterTo'),
          filter: t('filter'),
          exportCsv: t('exportCsv'),
        }}
      />
      <h2 className="text-xl">
        {t(`list_${list}`)} <span className="text-base text-muted">({t('rowsCount', { count: rows.length })})</span>
      </h2>
      {rows.length === 0 ? (
        <p>{t('noRows')}</p>
      ) : (
        <DataTable
          label={t(`list_${list}`)}
          columns={head.map((label) => ({ label }))}
          rows={rows.map((cells, i) => ({ key: i, cells }))}
        />
      )}
    </div>
  );
}
