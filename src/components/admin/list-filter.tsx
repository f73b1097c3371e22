import type { ReactNode } from 'react';

export type ListFilterTexts = { words: string; from: string; to: string; filter: string; exportCsv: string };

/**
 * The filter above a back-office list (a plain GET form: the address keeps it): words, first and
 * last day, any fields of its own (`children`, first), and the CSV export of what it shows.
 */
export function ListFilter({
  values,
  texts,
  csvHref,
  children,
}: {
  values: { q?: string; from?: string; to?: string };
  texts: ListFilterTexts;
  csvHref: string;
  children?: ReactNode;
}) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-4">
      {children}
      <label className="block min-w-64 flex-1">
        <span className="mb-1 block text-sm font-medium">{texts.words}</span>
        <input name="q" type="search" defaultValue={values.q ?? ''} maxLength={100} className="field" />
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{texts.from}</span>
        <input name="from" type="date" defaultValue={values.from ?? ''} className="field" />
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{texts.to}</span>
        <input name="to" type="date" defaultValue={values.to ?? ''} className="field" />
      </label>
      <button type="submit" className="btn btn-primary">
        {texts.filter}
      </button>
      <a href={csvHref} className="btn btn-secondary" download>
        {texts.exportCsv}
      </a>
    </form>
  );
}
