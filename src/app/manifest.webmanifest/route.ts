import { webManifest } from '@/lib/brand/icons';

export const dynamic = 'force-dynamic';

/** The web manifest: the agency's name, colour and icons from its settings. */
export function GET() {
  return new Response(JSON.stringify(webManifest()), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
