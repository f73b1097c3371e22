import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/domain/format/dates';
import { photoFile } from '@/domain/media/photo-file';
import type { AppLocale } from '@/i18n/routing';
import type { Testimonial } from '@/lib/testimonials/testimonials';

/** A client's words, in the language they wrote them in (lang attribute), with name and date. */
export async function TestimonialCard({
  item,
  locale,
  href,
  large = false,
}: {
  item: Testimonial;
  locale: AppLocale;
  href?: string;
  large?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Modules' });
  // A review in another language than the page's says which one.
  const other = item.locale !== locale && (['nl', 'fr', 'en', 'de'] as const).find((l) => l === item.locale);
  return (
    <figure className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="font-display text-5xl leading-none text-accent">
        “
      </span>
      <blockquote lang={item.locale} className={`${large ? 'text-xl md:text-2xl' : 'text-lg'} flex-1 leading-relaxed`}>
        <p>{item.comment}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm text-muted">
        {item.imageUrl?.startsWith('/files/') && (
          // eslint-disable-next-line @next/next/no-img-element -- one of the site's own photo widths, 48 px shown
          <img
            src={photoFile(item.imageUrl, 100)}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="mb-2 h-12 w-12 rounded-full object-cover"
          />
        )}
        <span className="block font-semibold text-ink">
          {href ? (
            <a href={href} className="hover:underline">
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </span>
        {item.about && (
          <span lang={item.locale} className="block">
            {item.about}
          </span>
        )}
        <span className="block">{t('postedOn', { date: formatDate(item.postedAt) })}</span>
        {other && (
          <span className="block text-xs" data-testid="written-in">
            {t(`writtenIn.${other}`)}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
