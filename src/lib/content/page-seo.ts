import 'server-only';
import { appPageTitle, type AppPageTitle } from '@/domain/content/agency-identity';
import { content } from './load';
import { applyPreview } from './preview';

/**
 * An app page's title and description (lists, projects, contact, the form pages, the login):
 * the SEO of the published content page that stands for its route (`route` in content/pages,
 * `params.seo.metaTitle` and `description`) when written, else the page's translated defaults.
 * A staff member's preview of that content page shows its draft SEO.
 */
export async function appPageSeo(
  route: string,
  locale: string,
  fallback: { title: string; description?: string },
): Promise<AppPageTitle> {
  await applyPreview();
  const { site, pages } = content();
  const page = pages.find((p) => p.route === route && p.status === 'Published');
  return appPageTitle(page?.params.seo, locale, site.agency.name, fallback);
}
