import { shownTiles } from '@/domain/map/site-tiles';
import type { Metadata } from 'next';
import { titleWithCity } from '@/domain/format/tab-title';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { excerpt } from '@/domain/property/text';
import { PHOTO_FALLBACK_SIZE, photoFile, SHARE_WIDTH } from '@/domain/media/photo-file';
import { alternatesFor } from '@/i18n/metadata';
import { withSlug } from '@/lib/catalogue/card';
import { getPathname, permanentRedirect } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { publicReads } from '@/lib/public-reads';
import { content } from '@/lib/content/load';
import { ProjectDetailView } from '@/components/project/project-detail-view';
import { recordId } from '@/domain/edge/record-id';
import { projectJsonLd } from '@/domain/property/structured-data';
import { env } from '@/env';
import { JsonLd } from '@/components/seo/json-ld';

type Params = { locale: string; city: string; slug: string; id: string };
type Props = { params: Promise<Params> };

const idOf = (raw: string) => recordId(raw) ?? NaN;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const project = await publicReads.project(idOf(id), locale);
  if (!project) return {};
  const title = titleWithCity(project.title, project.city);
  const description = excerpt(project.description, 160);
  const photo = project.photos[0];
  const images = photo
    ? [{ url: photoFile(photo.src, SHARE_WIDTH), ...PHOTO_FALLBACK_SIZE, alt: project.title }]
    : undefined;
  return {
    title,
    description,
    alternates: alternatesFor(locale as AppLocale, (l) => withSlug(project.href, project.slugs[l], l)),
    openGraph: {
      type: 'website',
      title,
      description,
      url: getPathname({ locale: locale as AppLocale, href: project.href }),
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description,
      images: images?.map((i) => i.url),
    },
  };
}

export default async function ProjectPage({ params }: Props) {
  const { locale: raw, city, slug, id } = await params;
  const locale = raw as AppLocale;
  setRequestLocale(locale);
  const project = await publicReads.project(idOf(id), locale);
  if (!project) notFound();
  const requested = getPathname({
    locale,
    href: { pathname: '/projects/[city]/[slug]/[id]', params: { city, slug, id } },
  });
  if (requested !== getPathname({ locale, href: project.href })) permanentRedirect({ href: project.href, locale });
  const t = await getTranslations({ locale, namespace: 'Projects' });
  const trail = [{ label: t('title'), href: getPathname({ locale, href: '/projects' }) }, { label: project.title }];
  const site = content().site;
  const origin = env().SITE_URL;
  // The project itself, as a property page says its property (issue 44); the page banner carries the BreadcrumbList.
  const jsonLd = projectJsonLd({
    url: origin + getPathname({ locale, href: project.href }),
    name: project.title,
    description: excerpt(project.description, 500),
    images: project.photos.slice(0, 6).map((p) => origin + photoFile(p.src, SHARE_WIDTH)),
    goal: project.goal,
    prices: project.prices,
    units: project.units.length,
    unitsAvailable: project.unitsAvailable,
    // WebID 2 and 3: apartments and studios (domain/property/structured-data).
    apartments: project.units.length > 0 && project.units.every((u) => u.webId === 2 || u.webId === 3),
    address: {
      street: [project.street, project.houseNumber].filter(Boolean).join(' ') || null,
      zip: project.zip,
      city: project.city,
      country: null,
    },
    geo: project.position?.kind === 'exact' ? { lat: project.position.lat, lng: project.position.lng } : null,
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <ProjectDetailView
        project={project}
        locale={locale}
        trail={trail}
        agency={site.agency}
        map={shownTiles(site.map)}
      />
    </>
  );
}
