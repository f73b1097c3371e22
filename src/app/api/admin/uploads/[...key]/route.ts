import { staffForRoute } from '@/lib/staff/guard';
import { uploadedPhoto } from '@/lib/testimonials/moderation';
import { log } from '@/log';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/** A visitor's photo that waits for moderation: staff who moderate testimonials only, never cached, never a public address. */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const staff = await staffForRoute('testimonials');
  if (staff instanceof Response) return staff;
  const body = await uploadedPhoto(`uploads/${(await params).key.join('/')}`).catch((error: unknown) => {
    log.error('uploads: storage unavailable', error);
    return 'unavailable' as const;
  });
  if (body === 'unavailable')
    return new Response('Service unavailable', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '10' },
    });
  if (!body) return notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(body.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
