import { ConfirmSubmit } from '@/components/admin/confirm-submit';
import { getDb } from '@/db/client';
import { formatDate } from '@/domain/format/dates';
import { findSlotProperties, MAX_CAPACITY, slotProperty, slotsOf, type SlotProblem } from '@/lib/backoffice/slots';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import { slotAction } from './actions';

type Props = { searchParams: Promise<{ property?: string; q?: string; done?: string }> };
const SEARCH_LIMIT = 20;
const PROBLEMS: SlotProblem[] = ['past', 'order', 'capacity', 'property', 'overlap', 'belowBookings', 'missing'];
const time = (d: Date) =>
  d.toLocaleTimeString('nl-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' });

/** A property's visit slots: add one, change its places, cancel it. */
export default async function SlotsPage({ searchParams }: Props) {
  const query = await searchParams;
  const staff = await requireSection('slots');
  const t = await adminTexts(staff.locale);
  // Typed words (a reference as visitors see it, a street, a city): one match is that property,
  // more are a list to pick from; `property` (a number) is where the actions send the office back.
  const typed = typeof query.q === 'string' ? query.q.slice(0, 200) : '';
  const matches = typed ? await findSlotProperties(getDb(), typed, SEARCH_LIMIT) : [];
  const id = matches.length === 1 ? matches[0]!.id : Number(query.property);
  const property = matches.length === 1 || (!typed && query.property) ? await slotProperty(getDb(), id) : null;
  const slots = property ? await slotsOf(getDb(), property.id) : [];
  const done = query.done ?? '';
  const problem = PROBLEMS.find((p) => p === done);
  const cancelled = /^cancelled-(\d+)$/.exec(done);
  const notice = problem
    ? t(`slot_${problem}`)
    : done === 'added'
      ? t('slotAdded')
      : done === 'capacity-ok'
        ? t('capacityChanged')
        : cancelled
          ? t('slotCancelled', { count: Number(cancelled[1]) })
          : null;
  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-3xl">{t('navSlots')}</h1>
      <p>{t('slotsIntro')}</p>
      {notice && (
        <p
          role={problem ? 'alert' : 'status'}
          className={`rounded-lg border p-3 ${problem ? 'border-danger bg-danger-bg' : 'border-brand bg-brand-light'}`}
        >
          {notice}
        </p>
      )}
      <form method="get" className="flex flex-wrap items-end gap-3">
        <label className="block w-full max-w-md">
          <span className="mb-1 block font-medium">{t('slotsFind')}</span>
          <input
            name="q"
            type="search"
            defaultValue={typed || (property ? (property.reference ?? String(property.id)) : '')}
            maxLength={80}
            aria-describedby="slots-find-hint"
            className="field w-full"
          />
          <span id="slots-find-hint" className="mt-1 block text-sm text-muted">
            {t('slotsFindHint')}
          </span>
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('show')}
        </button>
      </form>
      {typed && matches.length === 0 && <p role="alert">{t('slotsNoMatch', { typed })}</p>}
      {!typed && query.property && !property && <p role="alert">{t('unknownProperty')}</p>}
      {matches.length > 1 && (
        <section aria-labelledby="slots-matches">
          <h2 id="slots-matches" className="mb-2 text-xl">
            {t('slotsMatches', { count: matches.length })}
          </h2>
          <ul className="divide-y divide-line rounded-xl border border-line bg-white">
            {matches.map((m) => (
              <li key={m.id}>
                <a href={`/admin/slots/?property=${m.id}`} className="block p-3 hover:bg-sand/60">
                  <span className="font-medium">{m.reference ?? m.id}</span> ·{' '}
                  {[m.street, m.houseNumber].filter(Boolean).join(' ')}, {m.zip} {m.city} ·{' '}
                  {t(m.goal === 1 ? 'slotsForRent' : 'slotsForSale')}
                </a>
              </li>
            ))}
          </ul>
          {matches.length >= SEARCH_LIMIT && (
            <p className="mt-2 text-sm text-muted">{t('slotsMore', { count: String(SEARCH_LIMIT) })}</p>
          )}
        </section>
      )}
      {property && (
        <>
          <h2 className="text-2xl">
            {t('slotsFor', {
              address: `${[property.street, property.houseNumber].filter(Boolean).join(' ')}, ${property.city} (${property.reference ?? property.id})`,
            })}
          </h2>
          {slots.length === 0 && <p className="text-muted">{t('noSlots')}</p>}
          <ul className="space-y-3">
            {slots.map((s) => (
              <li
                key={s.id}
                className={`rounded-xl border border-line p-4 ${s.cancelledAt ? 'bg-sand/60 text-muted' : 'bg-white'}`}
              >
                <p className="font-medium">
                  {formatDate(s.startsAt)} {time(s.startsAt)}–{time(s.endsAt)} ·{' '}
                  {t('slotBooked', { booked: String(s.booked), capacity: String(s.capacity) })}
                  {s.cancelledAt && <> · {t('slotCancelledLabel')}</>}
                </p>
                <p className="text-sm text-muted">{s.source === 'office' ? t('slotFromOffice') : t('slotFromFeed')}</p>
                {s.bookings.length > 0 && (
                  <ul className="mt-2 list-disc pl-5 text-sm">
                    {s.bookings.map((b) => (
                      <li key={b.id}>
                        {b.name} {b.email && `<${b.email}>`} ·{' '}
                        {t(`booking_${b.status === 'cancelled' ? 'cancelled' : 'confirmed'}`)}
                      </li>
                    ))}
                  </ul>
                )}
                {!s.cancelledAt && (
                  <form action={slotAction} className="mt-3 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="property" value={property.id} />
                    <input type="hidden" name="slot" value={s.id} />
                    <label className="text-sm">
                      <span className="mb-1 block">{t('slotCapacity')}</span>
                      <input
                        name="capacity"
                        type="number"
                        min={Math.max(1, s.booked)}
                        max={MAX_CAPACITY}
                        defaultValue={s.capacity}
                        className="field w-24"
                      />
                    </label>
                    <button type="submit" name="intent" value="capacity" className="btn btn-secondary text-sm">
                      {t('saveCapacity')}
                    </button>
                    {s.booked > 0 ? (
                      <ConfirmSubmit
                        label={t('cancelSlot')}
                        question={t('confirmCancelSlot', { count: s.booked })}
                        confirm={t('confirmCancelSlotYes')}
                        name="intent"
                        value="cancel"
                      />
                    ) : (
                      <button type="submit" name="intent" value="cancel" className="btn btn-secondary text-sm">
                        {t('cancelSlot')}
                      </button>
                    )}
                  </form>
                )}
              </li>
            ))}
          </ul>
          <section aria-labelledby="add-slot" className="rounded-xl border border-line bg-white p-4">
            <h2 id="add-slot" className="mb-3 text-xl">
              {t('addSlotTitle')}
            </h2>
            <form action={slotAction} className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="property" value={property.id} />
              <input type="hidden" name="intent" value="add" />
              <label className="block">
                <span className="mb-1 block font-medium">{t('slotDay')}</span>
                <input name="day" type="date" required className="field" />
              </label>
              <label className="block">
                <span className="mb-1 block font-medium">{t('slotStart')}</span>
                <input name="start" type="time" required className="field" />
              </label>
              <label className="block">
                <span className="mb-1 block font-medium">{t('slotEnd')}</span>
                <input name="end" type="time" required className="field" />
              </label>
              <label className="block">
                <span className="mb-1 block font-medium">{t('slotCapacity')}</span>
                <input
                  name="capacity"
                  type="number"
                  min={1}
                  max={MAX_CAPACITY}
                  defaultValue={1}
                  required
                  className="field w-24"
                />
              </label>
              <button type="submit" className="btn btn-primary">
                {t('addSlot')}
              </button>
            </form>
          </section>
        </>
      )}
    </div>
  );
}
