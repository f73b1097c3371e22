import { getTranslations } from 'next-intl/server';
import { chartTicks } from '@/domain/stats/chart-ticks';
import { formatDate } from '@/domain/format/dates';
import { formatNumber } from '@/domain/property/money';
import type { AppLocale } from '@/i18n/routing';

type Series = { day: string; count: number }[];
type Shape = {
  width: number;
  height: number;
  font: number;
  ticks: number;
  pad: { top: number; right: number; bottom: number; left: number };
};

// Drawn twice: wide from the tablet up, narrow on a phone, each with labels that stay at least
// 11 px tall on screen (the narrow one is scaled down to about 320 px: 13 units ≈ 11.6 px) and
// few enough dates not to touch (domain/stats/chart-ticks).
const WIDE: Shape = { width: 720, height: 220, font: 12, ticks: 5, pad: { top: 16, right: 8, bottom: 30, left: 40 } };
const NARROW: Shape = { width: 360, height: 200, font: 13, ticks: 3, pad: { top: 14, right: 4, bottom: 30, left: 34 } };

function Chart({ series, locale, shape, label }: { series: Series; locale: AppLocale; shape: Shape; label: string }) {
  const { width, height, font, pad } = shape;
  const max = Math.max(4, ...series.map((s) => s.count));
  const top = Math.ceil(max / 4) * 4;
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const band = innerW / Math.max(1, series.length);
  const y = (v: number) => pad.top + innerH - (v / top) * innerH;
  const ticks = chartTicks(series.length, shape.ticks);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={label}>
      {[0, 0.25, 0.5, 0.75, 1].map((f) => (
        <g key={f}>
          <line x1={pad.left} x2={width - pad.right} y1={y(top * f)} y2={y(top * f)} className="stroke-line" />
          <text x={pad.left - 6} y={y(top * f) + font / 3} textAnchor="end" fontSize={font} className="fill-muted">
            {formatNumber(top * f, locale, 0)}
          </text>
        </g>
      ))}
      {series.map((s, i) => (
        <rect
          key={s.day}
          x={pad.left + i * band + band * 0.15}
          width={band * 0.7}
          y={y(s.count)}
          height={Math.max(0, pad.top + innerH - y(s.count))}
          rx="2"
          className="fill-brand"
        >
          <title>{`${formatDate(s.day)}: ${s.count}`}</title>
        </rect>
      ))}
      {ticks.map((i, k) => {
        // The first label starts at its bar and the last ends at its own: none runs off the chart.
        const anchor =
          ticks.length > 1 && k === 0 ? 'start' : k === ticks.length - 1 && ticks.length > 1 ? 'end' : 'middle';
        const x =
          anchor === 'start'
            ? pad.left + i * band
            : anchor === 'end'
              ? pad.left + (i + 1) * band
              : pad.left + i * band + band / 2;
        return (
          <text
            key={series[i]!.day}
            x={x}
            y={height - 9}
            textAnchor={anchor}
            fontSize={font}
            className="fill-muted"
            data-tick
          >
            {formatDate(series[i]!.day)}
          </text>
        );
      })}
    </svg>
  );
}

/**
 * The 30-day visits chart, drawn on the server as SVG (no chart library, no client JS), with the
 * same numbers in a table for screen readers and anyone who prefers figures.
 */
export async function VisitsChart({ series, locale }: { series: Series; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Portal' });
  const total = series.reduce((n, s) => n + s.count, 0);
  const label = `${t('chartTitle')}: ${formatNumber(total, locale)}`;
  return (
    <figure className="rounded-xl border border-line bg-white p-4" data-testid="visits-chart">
      <figcaption className="mb-2 font-semibold">{t('chartTitle')}</figcaption>
      <div className="hidden md:block">
        <Chart series={series} locale={locale} shape={WIDE} label={label} />
      </div>
      <div className="md:hidden">
        <Chart series={series} locale={locale} shape={NARROW} label={label} />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-brand">{t('chartTable')}</summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {t('day')}
              </th>
              <th scope="col" className="text-right">
                {t('count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((s) => (
              <tr key={s.day} className="border-t border-line">
                <td>{formatDate(s.day)}</td>
                <td className="text-right">{formatNumber(s.count, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
