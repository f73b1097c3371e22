import type { AppLocale } from '@/i18n/routing';
import type { PropertyCard as Card } from '@/lib/catalogue/card';
import { PropertyCard } from './property-card';

/** Up to four property cards under a heading; nothing when there are none. */
export function SimilarProperties({
  cards,
  locale,
  title,
  id = 'similar',
}: {
  cards: Card[];
  locale: AppLocale;
  title: string;
  id?: string;
}) {
  if (!cards.length) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="print:hidden" data-testid={id}>
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-semibold">
        {title}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.id}>
            <PropertyCard card={card} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
