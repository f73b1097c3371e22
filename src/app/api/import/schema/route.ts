import { NextResponse } from 'next/server';
import { feedJsonSchema } from '@/domain/feed/json-schema';

/** The feed's JSON Schema (docs/feed.md), generated from the zod schemas the import checks with. */
export function GET() {
  return NextResponse.json(feedJsonSchema(), { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
