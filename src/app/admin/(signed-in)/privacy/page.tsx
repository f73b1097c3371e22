import { getDb } from '@/db/client';
import { countsOf, erasedSummary, normalEmail, personData, type ErasureCounts } from '@/lib/backoffice/gdpr';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import { eraseAction } from './actions';

type Props = {
  searchParams: Promise<{ email?: string; done?: string; s?: string; m?: string; t?: string; f?: string }>;
};

/** A person's GDPR request: what the site holds under an address, its export, its erasure (admins). */
export default async function PrivacyPage({ searchParams }: Props) {
  const admin = await requireSection('privacy');
  const t = await adminTexts(admin.locale);
  const query = await searchParams;
  const email = query.email ? normalEmail(query.email) : null;
  const counts = email ? countsOf(await personData(getDb(), email)) : null;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const notice =
    query.done === 'erased'
      ? {
          ok: true,
          text: t('privacyErased', erasedSummary(query)),
        }
      : query.done === 'confirm'
        ? { ok: false, text: t('privacyConfirmNeeded') }
        : query.done === 'invalid' || (query.email && !email)
          ? { ok: false, text: t('privacyInvalid') }
          : null;
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl">{t('navPrivacy')}</h1>
      <p>{t('privacyIntro')}</p>
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`rounded-lg border p-3 ${notice.ok ? 'border-brand bg-brand-light' : 'border-danger bg-danger-bg'}`}
        >
          {notice.text}
        </p>
      )}
      <form method="get" className="flex flex-wrap items-end gap-3">
        <label className="block min-w-72 flex-1">
          <span className="mb-1 block font-medium">{t('privacyEmail')}</span>
          <input
            name="email"
            type="email"
            required
            defaultValue={email ?? query.email ?? ''}
            maxLength={254}
            className="field"
          />
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('privacySearch')}
        </button>
      </form>
      {email && counts && (
        <section aria-labelledby="held" className="space-y-4 rounded-xl border border-line bg-white p-4">
          <h2 id="held" className="text-xl">
            {t('privacyHeld', { email })}
          </h2>
          {total === 0 ? (
            <p>{t('privacyNothing')}</p>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
                {(Object.keys(counts) as (keyof ErasureCounts)[]).map((k) => (
                  <div key={k}>
                    <dt className="text-sm text-muted">{t(`count_${k}`)}</dt>
                    <dd className="text-lg font-semibold">{counts[k]}</dd>
                  </div>
                ))}
              </dl>
              <a href={`/api/admin/privacy/?email=${encodeURIComponent(email)}`} className="btn btn-secondary" download>
                {t('privacyExport')}
              </a>
              <form action={eraseAction} className="space-y-3 border-t border-line pt-4">
                <input type="hidden" name="email" value={email} />
                <label className="flex items-start gap-2">
                  <input type="checkbox" name="confirm" value="yes" className="mt-1 h-5 w-5" />
                  <span>{t('privacyConfirm')}</span>
                </label>
                <button type="submit" className="btn btn-primary">
                  {t('privacyErase')}
                </button>
              </form>
            </>
          )}
        </section>
      )}
    </div>
  );
}
