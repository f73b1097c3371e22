import { NextResponse } from 'next/server';
import nl from '../../../messages/nl.json';
import { escapeHtml } from '../../domain/format/escape-html';

/**
 * The answer to an address that cannot be percent-decoded (`/nl/%zz/`). Next.js 16.4 fails on such
 * a path with a 500 even after a rewrite (its DecodeError is not recognised across its bundles), so
 * the proxy answers itself: a 400 with the 404 texts of the default language and a link home.
 */
export function badAddressResponse(): NextResponse {
  const t = nl.NotFoundPage;
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.metaTitle)}</title></head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.description)}</p><p><a href="/nl/">${escapeHtml(t.home)}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
