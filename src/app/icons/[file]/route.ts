import { isIconFile } from '@/domain/brand/icon-files';
import { iconResponse } from '@/lib/brand/icons';

export const dynamic = 'force-dynamic';

/**
 * The favicon, apple-touch and manifest icons drawn from the agency's brand (lib/brand/icons.ts).
 * Asked with the current version (`?v=`, as the pages name them) it is kept a year; without, or
 * with an older one, an hour.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!isIconFile(file))
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return iconResponse(file, new URL(request.url).searchParams.get('v'));
}
