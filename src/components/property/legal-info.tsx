import { getTranslations } from 'next-intl/server';
import type { DetailGroup } from '@/domain/property/detail-groups';
import { energyLabelDisplay, type EnergyLabel } from '@/domain/property/energy-label';
import { planningAbbreviations, showsFloodSymbol, showsRenovationNotice } from '@/domain/legal/legal-info';
import { formatNumber } from '@/domain/property/money';
import type { Energy, Flood, Planning } from '@/domain/property/property-details';
import type { AppLocale } from '@/i18n/routing';
import { DetailGroupsView } from './detail-groups-view';
import { EnergyBadge } from './energy-badge';
import { FloodSymbol } from './flood-symbol';

type Props = {
  locale: AppLocale;
  goal: number;
  label: EnergyLabel | null;
  energy: Energy | null;
  flood: Flood | null;
  planning: Planning | null;
  /** The software's own legal mentions in the page's language (else another), or empty. */
  mentions: string;
  /** The energy, flood, planning, asbestos and certificate groups (detail-groups.ts). */
  groups: DetailGroup[];
};

/**
 * The Belgian legal information block: EPC with score, label and certificate code; flood scores
 * with the symbol for a D; planning facts with the standard Flemish abbreviations; the
 * renovation obligation for labels E and F; asbestos and inspection certificates.
 */
export async function LegalInfo({ locale, goal, label, energy, flood, planning, mentions, groups }: Props) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const abbreviations = planningAbbreviations(planning);
  const score = energy?.epc ?? label?.score ?? null;
  // The EPC score and certificate code head the block; the rows show the rest.
  const shown = new Set(['epc', 'certificateCode']);
  const find = (id: DetailGroup['id']) =>
    groups
      .filter((g) => g.id === id)
      .map((g) => ({ ...g, rows: g.rows.filter((r) => !shown.has(r.key)) }))
      .filter((g) => g.rows.length > 0);
  const others = groups.filter((g) => g.id === 'asbestos' || g.id === 'certificates');
  return (
    <section
      aria-labelledby="legal"
      id="legal-info"
      className="space-y-5 rounded-2xl border border-line bg-white p-5 md:p-7 print:border-0 print:p-0"
    >
      <div>
        <h2 id="legal" className="text-2xl font-semibold">
          {t('legalTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('legalIntro')}</p>
      </div>

      <div className="space-y-3" data-testid="legal-epc">
        <h3 className="font-sans text-lg font-semibold">{t('epcTitle')}</h3>
        {label ? (
          <div className="flex flex-wrap items-center gap-4">
            <EnergyBadge energy={label} locale={locale} size="lg" />
            <div className="text-sm">
              {score !== null && label.scale !== 'luxembourg' ? (
                <p className="text-lg font-semibold">{t('epcScore', { score: formatNumber(score, locale, 0) })}</p>
              ) : (
                <p className="font-semibold">{t('epcLabelOnly', { label: energyLabelDisplay(label) })}</p>
              )}
              {energy?.certificateCode && (
                <p className="text-muted">
                  {t('epcCode')}: <span className="font-mono text-ink">{energy.certificateCode}</span>
                </p>
              )}
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted">{t('epcMissing')}</p>
        )}
        {showsRenovationNotice(goal, label) && label && (
          <div
            role="note"
            data-testid="renovation-notice"
            className="rounded-lg border-l-4 border-accent bg-accent/10 p-4 text-sm"
          >
            <p className="font-semibold">{t('renovationTitle')}</p>
            <p className="mt-1">{t('renovationText', { label: energyLabelDisplay(label) })}</p>
          </div>
        )}
        {find('energy').length > 0 && <DetailGroupsView groups={find('energy')} locale={locale} plain />}
      </div>

      {flood && (
        <div className="space-y-3" data-testid="legal-flood">
          <h3 className="flex items-center gap-3 font-sans text-lg font-semibold">
            {t('floodTitle')}
            {showsFloodSymbol(flood) && <FloodSymbol label={t('floodSymbol')} />}
          </h3>
          <DetailGroupsView groups={find('flood')} locale={locale} plain />
          <p className="text-xs text-muted">{t('floodScale')}</p>
        </div>
      )}

      {planning && (
        <div className="space-y-3" data-testid="legal-planning">
          <h3 className="font-sans text-lg font-semibold">{t('planningTitle')}</h3>
          {abbreviations.length > 0 && (
            <p className="text-sm">
              <span className="font-semibold">{t('abbreviations')}: </span>
              <span data-testid="planning-abbreviations" className="font-mono">
                {abbreviations.join(', ')}
              </span>
              <span className="block text-xs text-muted" data-testid="abbreviations-legend">
                {abbreviations.map((a) => `${a} ${t(`abbr.${a as 'Vg'}`)}`).join(', ')}.
              </span>
            </p>
          )}
          <DetailGroupsView groups={find('planning')} locale={locale} plain />
        </div>
      )}

      {mentions && (
        <div className="space-y-2" data-testid="legal-mentions">
          <h3 className="font-sans text-lg font-semibold">{t('legalMentionsTitle')}</h3>
          <p className="text-sm whitespace-pre-line">{mentions}</p>
        </div>
      )}

      {others.length > 0 && (
        <div className="space-y-3">
          <h3 className="font-sans text-lg font-semibold">{t('otherLegal')}</h3>
          <DetailGroupsView groups={others} locale={locale} plain />
        </div>
      )}
    </section>
  );
}
