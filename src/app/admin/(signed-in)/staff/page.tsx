import { ConfirmSubmit } from '@/components/admin/confirm-submit';
import { getDb } from '@/db/client';
import { staffLocales } from '@/lib/content/languages';
import { roleFrom, ROLES, sectionsOf } from '@/domain/access/roles';
import { SECTION_LINKS } from '@/lib/staff/section-links';
import { adminTexts } from '@/lib/staff/admin-page';
import { staffMembers } from '@/lib/staff/invite';
import { requireSection } from '@/lib/staff/guard';
import { staffAction } from './actions';

type Props = { searchParams: Promise<{ done?: string }> };
const NOTICES = ['invited', 'exists', 'inviteInvalid', 'roleChanged', 'staffRemoved', 'notYourself', 'stale'] as const;

/** The staff accounts, their roles and what each role opens: admins only (any other role gets 403). */
export default async function StaffPage({ searchParams }: Props) {
  const admin = await requireSection('staff');
  const t = await adminTexts(admin.locale);
  const members = await staffMembers(getDb());
  const raw = (await searchParams).done;
  const done = raw === 'missing' ? 'stale' : NOTICES.find((n) => n === raw);
  const bad = done && ['exists', 'inviteInvalid', 'notYourself', 'stale'].includes(done);
  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-3xl">{t('navStaff')}</h1>
      <p>{t('staffIntro')}</p>
      {done && (
        <p
          role={bad ? 'alert' : 'status'}
          className={`rounded-lg border p-3 ${bad ? 'border-danger bg-danger-bg' : 'border-brand bg-brand-light'}`}
        >
          {t(done)}
        </p>
      )}
      <ul className="divide-y divide-line rounded-xl border border-line bg-white">
        {members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-60 flex-1">
              <p className="font-medium">
                {m.name} {m.id === admin.id && <span className="text-muted">{t('you')}</span>}
              </p>
              <p className="text-sm text-muted">
                {m.email} · <span data-testid="staff-role">{t(`role_${roleFrom(m.role)}`)}</span>
              </p>
            </div>
            {m.id !== admin.id && (
              <form action={staffAction} className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="id" value={m.id} />
                <label className="text-sm">
                  <span className="sr-only">
                    {t('roleLabel')} ({m.name})
                  </span>
                  <select name="role" defaultValue={roleFrom(m.role)} className="field">
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {t(`role_${r}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" name="intent" value="role" className="btn btn-secondary text-sm">
                  {t('changeRole')}
                </button>
                <ConfirmSubmit
                  label={
                    <>
                      {t('remove')}
                      <span className="sr-only"> ({m.name})</span>
                    </>
                  }
                  question={t('confirmRemoveStaff', { name: m.name })}
                  confirm={t('confirmRemoveStaffYes')}
                  name="intent"
                  value="remove"
                />
              </form>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="roles" className="rounded-xl border border-line bg-white p-4">
        <h2 id="roles" className="mb-3 text-xl">
          {t('rolesTitle')}
        </h2>
        <dl className="space-y-3">
          {ROLES.map((r) => (
            <div key={r} data-role={r}>
              <dt className="font-semibold capitalize">{t(`role_${r}`)}</dt>
              <dd>{t(`roleDoes_${r}`)}</dd>
              <dd className="text-sm text-muted">
                {t('roleSections', {
                  sections: sectionsOf(r)
                    .map((s) => t(SECTION_LINKS[s].label))
                    .join(', '),
                })}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="invite" className="rounded-xl border border-line bg-white p-4">
        <h2 id="invite" className="mb-3 text-xl">
          {t('inviteTitle')}
        </h2>
        <form action={staffAction} className="grid gap-3 md:grid-cols-2">
          <input type="hidden" name="intent" value="invite" />
          <label className="block">
            <span className="mb-1 block font-medium">{t('nameLabel')}</span>
            <input name="name" required maxLength={100} className="field" />
          </label>
          <label className="block">
            <span className="mb-1 block font-medium">{t('email')}</span>
            <input name="email" type="email" required maxLength={254} className="field" />
          </label>
          <label className="block">
            <span className="mb-1 block font-medium">{t('roleLabel')}</span>
            <select name="role" defaultValue="editor" className="field">
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`role_${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="mb-1 block font-medium">{t('languageLabel')}</span>
            <select name="locale" defaultValue={admin.locale} className="field">
              {staffLocales().map((l) => (
                <option key={l} value={l}>
                  {t(`language_${l}`)}
                </option>
              ))}
            </select>
          </label>
          <div>
            <button type="submit" className="btn btn-primary">
              {t('invite')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
