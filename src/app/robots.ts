import type { MetadataRoute } from 'next';
import { env } from '@/env';

export const dynamic = 'force-dynamic';

/** Everything public may be indexed except the owner portal, thank-you pages, API routes and the benchmark's reference page. */
export default function robots(): MetadataRoute.Robots {
  const origin = env().SITE_URL;
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/*/login/',
          '/*/bedankt/',
          '/*/merci/',
          '/*/thank-you/',
          '/*?*setcookies',
          '/bench-reference/',
        ],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
