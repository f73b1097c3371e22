import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { isRevalidateToken } from '@/lib/cache/revalidate-token';
import { invalidate } from '@/lib/cache/invalidate';
import { catalogueTagsFor, TESTIMONIALS_TAG } from '@/lib/cache/tags';

const Body = z.object({ propertyIds: z.array(z.number().int().positive()).max(100_000).optional() });

/**
 * Invalidates the cached catalogue after a change made by another process: POST
 * `{"propertyIds":[…]}` (or `{}` for everything, the testimonials included) with the header `x-revalidate-token`
 * (src/lib/cache/revalidate-token.ts). 204 when done, 401 without the token, 400 for a bad body.
 */
export async function POST(request: NextRequest) {
  if (!isRevalidateToken(request.headers.get('x-revalidate-token'))) return new NextResponse(null, { status: 401 });
  let body: z.infer<typeof Body>;
  try {
    body = Body.parse(JSON.parse((await request.text()).slice(0, 1_000_000) || '{}'));
  } catch {
    return new NextResponse(null, { status: 400 });
  }
  // Everything: the testimonials too (an agency folder applied over the demo removes its testimonials).
  await invalidate([...catalogueTagsFor(body.propertyIds), ...(body.propertyIds ? [] : [TESTIMONIALS_TAG])]);
  return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
