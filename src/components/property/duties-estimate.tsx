'use client';

import { useId, useState } from 'react';
import { formatNumber, formatPrice } from '@/domain/property/money';
import { parseAmount, parseRate } from '@/domain/format/number-input';
import type { Region } from '@/domain/place/regions';
import { monthlyPayment, registrationDuties } from '@/domain/property/registration-duties';

export type DutiesLabels = {
  title: string;
  intro: string;
  price: string;
  region: string;
  regions: Record<Region, string>;
  soleOwnHome: string;
  duties: string;
  exempt: string;
  loan: string;
  rate: string;
  years: string;
  monthly: string;
  invalid: string;
  yearsInvalid: string;
  disclaimer: string;
  estimate: string;
};

const REGIONS: Region[] = ['flanders', 'brussels', 'wallonia'];

/** Registration duties and a monthly payment, recomputed as the visitor edits (src/domain/property/registration-duties.ts). */
export function DutiesEstimate({
  price: initialPrice,
  region: initialRegion,
  labels,
  locale,
}: {
  price: number;
  region: Region;
  labels: DutiesLabels;
  locale: string;
}) {
  const id = useId();
  const [price, setPrice] = useState(String(initialPrice));
  const [region, setRegion] = useState<Region>(initialRegion);
  const [sole, setSole] = useState(true);
  const [loan, setLoan] = useState(String(Math.round((initialPrice * 0.8) / 1000) * 1000));
  const [rate, setRate] = useState('3,3');
  const [years, setYears] = useState('25');

  const p = parseAmount(price);
  const l = parseAmount(loan);
  const r = parseRate(rate);
  const y = /^\d{1,2}$/.test(years.trim()) ? Number(years) : null;
  const yearsOk = y !== null && y >= 1 && y <= 40;
  const duties = p !== null ? registrationDuties({ price: p, region, soleOwnHome: sole }) : null;
  const monthly =
    l !== null && r !== null && yearsOk ? monthlyPayment({ principal: l, annualRatePct: r, years: y }) : null;

  const field = (
    key: string,
    label: string,
    value: string,
    set: (v: string) => void,
    valid: boolean,
    error: string,
    inputMode: 'numeric' | 'decimal',
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        value={value}
        inputMode={inputMode}
        onChange={(e) => set(e.target.value)}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-${key}-error`}
        className="mt-1 w-full rounded-md border border-line bg-white px-3 py-2 tabular-nums aria-[invalid=true]:border-danger"
      />
      {!valid && (
        <p id={`${id}-${key}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="duties-estimate"
      className="rounded-2xl border border-line bg-white p-5 md:p-7 print:hidden"
    >
      <p className="text-xs font-semibold uppercase tracking-wider text-accent-strong">{labels.estimate}</p>
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {labels.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{labels.intro}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {field('price', labels.price, price, setPrice, p !== null, labels.invalid, 'numeric')}
        <div>
          <label htmlFor={`${id}-region`} className="block text-sm font-medium">
            {labels.region}
          </label>
          <select
            id={`${id}-region`}
            value={region}
            onChange={(e) => setRegion(e.target.value as Region)}
            className="mt-1 w-full rounded-md border border-line bg-white px-3 py-2"
          >
            {REGIONS.map((r) => (
              <option key={r} value={r}>
                {labels.regions[r]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            checked={sole}
            onChange={(e) => setSole(e.target.checked)}
            className="h-5 w-5 accent-[var(--color-brand)]"
          />
          {labels.soleOwnHome}
        </label>
      </div>
      <p className="mt-3 flex justify-between gap-4 rounded-lg bg-brand-light px-4 py-3" aria-live="polite">
        <span>{labels.duties.replace('{rate}', duties ? formatNumber(duties.ratePct, locale, 2) : '–')}</span>
        <strong className="tabular-nums" data-testid="duties-amount">
          {duties ? formatPrice(duties.amount, locale) : '–'}
        </strong>
      </p>
      {duties && duties.exemption > 0 && (
        <p className="mt-1 text-right text-sm text-muted">
          {labels.exempt}: {formatPrice(duties.exemption, locale)}
        </p>
      )}
      <div className="mt-5 grid gap-4 sm:grid-cols-3">
        {field('loan', labels.loan, loan, setLoan, l !== null, labels.invalid, 'numeric')}
        {field('rate', labels.rate, rate, setRate, r !== null, labels.invalid, 'decimal')}
        {field('years', labels.years, years, setYears, yearsOk, labels.yearsInvalid, 'numeric')}
      </div>
      <p className="mt-3 flex justify-between gap-4 rounded-lg bg-brand-light px-4 py-3" aria-live="polite">
        <span>{labels.monthly}</span>
        <strong className="tabular-nums" data-testid="monthly-amount">
          {monthly !== null ? formatPrice(monthly, locale) : '–'}
        </strong>
      </p>
      <p className="mt-3 text-xs text-muted">{labels.disclaimer}</p>
    </section>
  );
}
