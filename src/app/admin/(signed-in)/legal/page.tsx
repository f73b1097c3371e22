import { energyLabelDisplay } from '@/domain/property/energy-label';
import { MENTION_RULES } from '@/domain/legal/mentions';
import { legalGaps } from '@/lib/catalogue/legal-gaps';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';

const RULES = new Map(MENTION_RULES.map((r) => [r.id, r]));

/**
 * The published listings whose ad lacks what its region's law requires (issue 42), with the rule
 * and the field, in the staff member's language. The software owns the data: the listing stays
 * online; the office completes it there. docs/legal-mentions.md lists the rules.
 */
export default async function LegalPage() {
  const staff = await requireSection('legal');
  const t = await adminTexts(staff.locale);
  const listings = await legalGaps({ locale: staff.locale });
  return (
    <div className="max-w-5xl space-y-6">
      <h1 className="text-3xl">{t('navLegal')}</h1>
      <p>{t('legalIntro')}</p>
      {listings.length === 0 ? (
        <p role="status" className="rounded-lg border border-brand bg-brand-light p-4" data-testid="legal-none">
          {t('legalNone')}
        </p>
      ) : (
        <>
          <p role="status">{t('legalCount', { count: listings.length })}</p>
          <ul className="space-y-4" data-testid="legal-gaps">
            {listings.map((l) => (
              <li key={l.id} className="rounded-xl border border-line bg-white p-4" data-listing={l.id}>
                <h2 className="text-xl">
                  {/* The listing's own address, whatever its language and city: /property/{id}/ leads there. */}
                  <a href={`/property/${l.id}/`} className="underline-offset-4 hover:underline">
                    {l.reference ? `${l.reference} · ` : ''}
                    {l.title || `#${l.id}`}
                  </a>
                </h2>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                  {l.rules.map((id) => {
                    const rule = RULES.get(id);
                    if (!rule) return null;
                    return (
                      <li key={id} data-rule={id}>
                        <strong>{t(`legalField.${rule.field.replace('.', '_')}` as 'legalField.price')}</strong> —{' '}
                        {t(`legalRegion_${rule.region}`)}, {t(`legalWhere_${rule.where}`)} ·{' '}
                        <span className="text-muted">
                          {rule.source} ({t('legalSince', { date: rule.since })})
                        </span>
                      </li>
                    );
                  })}
                  {l.conflict && (
                    <li data-rule="label-conflict">
                      {t('legalConflict', {
                        printed: energyLabelDisplay(l.conflict.printed),
                        fromScore: energyLabelDisplay(l.conflict.fromScore),
                      })}
                    </li>
                  )}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
