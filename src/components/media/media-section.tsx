import { getTranslations } from 'next-intl/server';
import { detectMedia, embedUrl, type Media } from '@/domain/property/video';
import type { AppLocale } from '@/i18n/routing';
import { ClickToLoad } from './click-to-load';

const PROVIDER: Record<Exclude<Media['kind'], 'file'>, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
  tvl: 'TVL',
  yisual: 'Yisual',
};

/** Videos and virtual tours by the detection rules (specification section 5); unknown links are left out. */
export async function MediaSection({
  locale,
  items,
  title,
}: {
  locale: AppLocale;
  items: { url: string; name: string | null }[];
  title: string;
}) {
  const detected = items
    .map((i) => ({ ...i, media: detectMedia(i.url) }))
    .filter((i): i is typeof i & { media: Media } => i.media !== null);
  if (!detected.length) return null;
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const labels = {
    play: t('mediaLoad', { provider: '{provider}' }),
    tour: t('tourLoad', { provider: '{provider}' }),
    consent: t('mediaConsent', { provider: '{provider}' }),
    newTab: t('openNewTab'),
  };
  return (
    <section aria-labelledby="media-title" id="media" className="print:hidden">
      <h2 id="media-title" className="mb-4 text-2xl font-semibold">
        {t('mediaTitle')}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {detected.map(({ media, name, url }, i) => {
          const caption = `${name ?? title} (${i + 1})`;
          if (media.kind === 'file') {
            return (
              <figure key={url} className="space-y-2">
                {/* preload="none": nothing is fetched before the visitor presses play. */}
                <video controls preload="none" className="aspect-video w-full rounded-xl bg-ink" aria-label={caption}>
                  <source src={media.url} type={`video/${media.ext === 'mov' ? 'quicktime' : media.ext}`} />
                </video>
                <figcaption className="text-sm text-muted">{name ?? title}</figcaption>
              </figure>
            );
          }
          const kind =
            media.kind === 'youtube' || media.kind === 'vimeo' || media.kind === 'facebook' ? 'video' : 'tour';
          return (
            <ClickToLoad
              key={url}
              labels={labels}
              item={{
                key: url,
                src: embedUrl(media),
                title: caption,
                provider: PROVIDER[media.kind],
                kind,
                external: url,
              }}
            />
          );
        })}
      </div>
    </section>
  );
}
