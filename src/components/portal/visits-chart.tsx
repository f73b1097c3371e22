import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/domain/dates';
import { formatNumber } from '@/domain/money';
import type { AppLocale } from '@/i18n/routing';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 36 };

/**
 * The 30-day visits chart, drawn on the server as SVG (no chart library, no client JS), with the
 * same numbers in a table for screen readers and anyone who prefers figures.
 */
export async function VisitsChart({ series, locale }: { series: { day: string; count: number }[]; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Portal' });
  const max = Math.max(4, ...series.map((s) => s.count));
  const top = Math.ceil(max / 4) * 4;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const band = innerW / Math.max(1, series.length);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const total = series.reduce((n, s) => n + s.count, 0);
  return (
    <figure className="rounded-xl border border-line bg-white p-4">
      <figcaption className="mb-2 font-semibold">{t('chartTitle')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={`${t('chartTitle')}: ${formatNumber(total, locale)}`}>
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * f)} y2={y(top * f)} stroke="#dfe3e8" />
            <text x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end" fontSize="11" fill="#4f5b6b">{formatNumber(top * f, locale, 0)}</text>
          </g>
        ))}
        {series.map((s, i) => (
          <rect key={s.day} x={PAD.left + i * band + band * 0.15} width={band * 0.7} y={y(s.count)} height={Math.max(0, PAD.top + innerH - y(s.count))} rx="2" fill="#0f5b4f">
            <title>{`${formatDate(s.day)}: ${s.count}`}</title>
          </rect>
        ))}
        {series.filter((_, i) => i % 7 === 0 || i === series.length - 1).map((s) => {
          const i = series.indexOf(s);
          return <text key={s.day} x={PAD.left + i * band + band / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#4f5b6b">{formatDate(s.day)}</text>;
        })}
      </svg>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-brand">{t('chartTable')}</summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr><th scope="col" className="text-left">{t('day')}</th><th scope="col" className="text-right">{t('count')}</th></tr>
          </thead>
          <tbody>
            {series.map((s) => (
              <tr key={s.day} className="border-t border-line"><td>{formatDate(s.day)}</td><td className="text-right">{formatNumber(s.count, locale)}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
