import type { AppLocale } from '@/i18n/routing';
import { getTranslations } from 'next-intl/server';
import { energyLabelDisplay, type EnergyLabel } from '@/domain/property/energy-label';
import { formatNumber } from '@/domain/property/money';

const COLORS: Record<string, string> = {
  A: 'bg-[#0a7d3b] text-white',
  B: 'bg-[#338027] text-white',
  C: 'bg-[#8fb31d] text-ink',
  D: 'bg-[#f2c500] text-ink',
  E: 'bg-[#f29400] text-ink',
  F: 'bg-[#c43d18] text-white',
  G: 'bg-[#b3141b] text-white',
};

/**
 * The energy label as an accessible badge: the text alternative says label and score
 * (docs/product-decisions.md#energy-labels).
 */
export async function EnergyBadge({
  energy,
  locale,
  size = 'sm',
}: {
  energy: EnergyLabel;
  locale: AppLocale;
  size?: 'sm' | 'lg';
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyCard' });
  const text = energyLabelDisplay(energy);
  if (!text) return null;
  const color = COLORS[text.charAt(0)] ?? 'bg-muted text-white';
  const label =
    energy.score !== null && energy.scale !== 'text' && energy.scale !== 'luxembourg'
      ? t('energyScore', { label: text, score: formatNumber(energy.score, locale, 0) })
      : t('energy', { label: text });
  const sizing = size === 'lg' ? 'min-w-14 px-3 py-1.5 text-lg' : 'min-w-9 px-2 py-0.5 text-sm';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`inline-flex items-center justify-center rounded font-bold ${color} ${sizing}`}
    >
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
