import Link from 'next/link';
import { getDb } from '@/db/client';
import { formatDate } from '@/domain/format/dates';
import { photoFile } from '@/domain/media/photo-file';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import {
  countByStatus,
  MODERATION_STATUSES,
  TEXT_LIMITS,
  testimonialsWith,
  UPLOAD_PREFIX,
  type ModerationStatus,
} from '@/lib/testimonials/moderation';
import { moderateAction } from './actions';

type Props = { searchParams: Promise<{ status?: string; done?: string }> };

const DONE: Record<string, string> = {
  published: 'testimonialPublished',
  rejected: 'testimonialRejected',
  saved: 'testimonialSaved',
  required: 'commentRequired',
  missing: 'stale',
};
const FILTER = { pending: 'filterPending', published: 'filterPublished', rejected: 'filterRejected' } as const;

export default async function TestimonialsModeration({ searchParams }: Props) {
  const query = await searchParams;
  const status: ModerationStatus = (MODERATION_STATUSES as readonly string[]).includes(query.status ?? '')
    ? (query.status as ModerationStatus)
    : 'pending';
  const staff = await requireSection('testimonials');
  const t = await adminTexts(staff.locale);
  const db = getDb();
  const [items, counts] = await Promise.all([testimonialsWith(db, status), countByStatus(db)]);
  const done = query.done && DONE[query.done];
  return (
    <div className="space-y-6">
      <h1 className="text-3xl">{t('navTestimonials')}</h1>
      <p className="max-w-3xl">{t('testimonialsIntro')}</p>
      {done && (
        <p
          role="status"
          className={`rounded-lg border p-3 ${['required', 'missing'].includes(query.done!) ? 'border-danger bg-danger-bg' : 'border-brand bg-brand-light'}`}
        >
          {t(done as 'saved')}
        </p>
      )}
      <nav aria-label={t('navTestimonials')}>
        <ul className="flex flex-wrap gap-2">
          {MODERATION_STATUSES.map((s) => (
            <li key={s}>
              <Link
                href={`/admin/testimonials/?status=${s}`}
                aria-current={s === status ? 'page' : undefined}
                className={`inline-block rounded-full border px-4 py-1 ${s === status ? 'border-brand bg-brand text-on-brand' : 'border-line bg-white'}`}
              >
                {t(FILTER[s])} ({counts[s]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 && <p className="text-muted">{t('noTestimonials')}</p>}
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={item.id} id={`t${item.id}`} className="rounded-xl border border-line bg-white p-4">
            <form action={moderateAction} className="grid gap-4 md:grid-cols-[8rem_1fr]">
              <input type="hidden" name="id" value={item.id} />
              <input type="hidden" name="from" value={status} />
              <div>
                {item.imageUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a private upload or a stored photo, shown small
                  <img
                    src={
                      item.imageUrl.startsWith(UPLOAD_PREFIX)
                        ? `/api/admin/${item.imageUrl}`
                        : photoFile(item.imageUrl, 400)
                    }
                    alt={t('photo')}
                    width={128}
                    height={128}
                    className="h-32 w-32 rounded-lg object-cover"
                  />
                ) : null}
              </div>
              <div className="space-y-3">
                <p className="text-sm text-muted">
                  {t('testimonialFrom', {
                    name: item.name,
                    date: formatDate(item.postedAt),
                    language: t(`language_${item.locale as 'nl'}`),
                  })}
                </p>
                <div className="grid gap-3 md:grid-cols-2">
                  <label className="block">
                    <span className="mb-1 block font-medium">{t('field.name')}</span>
                    <input name="name" defaultValue={item.name} maxLength={TEXT_LIMITS.name} className="field" />
                  </label>
                  <label className="block">
                    <span className="mb-1 block font-medium">{t('about')}</span>
                    <input
                      name="about"
                      defaultValue={item.about ?? ''}
                      maxLength={TEXT_LIMITS.about}
                      className="field"
                    />
                  </label>
                </div>
                <label className="block">
                  <span className="mb-1 block font-medium">{t('comment')}</span>
                  <textarea
                    name="comment"
                    defaultValue={item.comment}
                    lang={item.locale}
                    rows={4}
                    maxLength={TEXT_LIMITS.comment}
                    className="field"
                  />
                </label>
                <div className="flex flex-wrap gap-2">
                  <button type="submit" name="intent" value="save" className="btn btn-secondary">
                    {t('saveText')}
                  </button>
                  {status !== 'published' && (
                    <button type="submit" name="intent" value="publish" className="btn btn-primary">
                      {t('publish')}
                    </button>
                  )}
                  {status !== 'rejected' && (
                    <button type="submit" name="intent" value="reject" className="btn btn-secondary">
                      {status === 'published' ? t('withdraw') : t('reject')}
                    </button>
                  )}
                </div>
              </div>
            </form>
          </li>
        ))}
      </ul>
    </div>
  );
}
