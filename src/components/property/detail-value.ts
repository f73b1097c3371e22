import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/domain/format/dates';
import { codeKey, type DetailRow } from '@/domain/property/detail-groups';
import { floodTextCode, planningZoneCode } from '@/domain/legal/legal-info';
import { formatNumber, formatPrice } from '@/domain/property/money';
import type { AppLocale } from '@/i18n/routing';

type Loose = { (key: string): string; has(key: string): boolean };

// Which vocabulary of PropertyValues a stored code belongs to, per field.
const VOCABULARY: Record<string, string> = {
  terraceOrientation: 'orientation',
  gardenOrientation: 'orientation',
  rearOrientation: 'orientation',
  zoneName: 'flood',
  riskAreaText: 'flood',
  condition: 'condition',
  style: 'style',
  chargesBasis: 'chargesBasis',
};

/**
 * Words a detail value in the page's language. Codes the UI does not know (an agency's own
 * wording) are shown as stored rather than hidden: the buyer still learns the fact.
 */
export async function detailValueFormatter(locale: AppLocale) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const values = (await getTranslations({ locale, namespace: 'PropertyValues' })) as unknown as Loose;
  const availability = (await getTranslations({ locale, namespace: 'Availability' })) as unknown as Loose;
  const n = (v: number, decimals = 0) => formatNumber(v, locale, decimals);

  const code = (field: string, raw: string): string => {
    if (field === 'availability') return availability.has(raw) ? availability(raw) : raw;
    const vocab = VOCABULARY[field] ?? field;
    const key =
      field === 'planningZone' ? planningZoneCode(raw) : vocab === 'flood' ? floodTextCode(raw) : codeKey(raw);
    const path = key ? `${vocab}.${key}` : null;
    return path && values.has(path) ? values(path) : raw;
  };

  return (row: DetailRow): string => {
    const v = row.value;
    switch (v.kind) {
      case 'count':
      case 'year':
        return v.kind === 'year' ? String(v.value) : n(v.value);
      case 'area':
        return t('unitArea', { value: n(v.value, 2) });
      case 'length':
        return t('unitLength', { value: n(v.value, 2) });
      case 'money':
        return formatPrice(v.value, locale);
      case 'energy':
        return t('epcScore', { score: n(v.value) });
      case 'energyTotal':
        return t('unitEnergyTotal', { value: n(v.value) });
      case 'co2':
        return t('unitCo2', { value: n(v.value) });
      case 'eLevel':
        return t('eLevelValue', { value: n(v.value) });
      case 'storey':
        return t('storey', { floor: v.value });
      case 'bool':
        return v.value ? t('yes') : t('no');
      case 'judicial':
        return v.value === 1 ? t('yes') : v.value === 2 ? t('onRequest') : t('no');
      case 'code':
        return code(row.key, v.code);
      case 'codes':
        return v.codes.map((c) => code(row.key, c)).join(', ');
      case 'text':
        return v.value;
      case 'date':
        return formatDate(v.value);
      case 'ages':
        return v.value.map((age) => t('years', { age: String(age) })).join(', ');
      case 'place':
        return `${v.name} – ${v.distanceM >= 1000 ? t('distanceKm', { distance: n(v.distanceM / 1000, 1) }) : t('distance', { distance: n(v.distanceM) })}`;
    }
  };
}
