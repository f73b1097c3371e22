import { NextResponse } from 'next/server';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import nl from '../../../messages/nl.json';
import { escapeHtml } from '../../domain/format/escape-html';

const TEXTS = { nl: nl.NotFoundPage, fr: fr.NotFoundPage, en: en.NotFoundPage, de: de.NotFoundPage } as const;
type Locale = keyof typeof TEXTS;

/**
 * The language of a bad address's answer: the one its path starts with when the site shows it
 * (`/fr/%zz/` → fr), else the site's default language.
 */
export function badAddressLocale(pathname: string, shown: readonly string[], fallback: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  if (first in TEXTS && shown.includes(first)) return first as Locale;
  return fallback in TEXTS ? (fallback as Locale) : 'nl';
}

/**
 * The answer to an address that cannot be percent-decoded (`/nl/%zz/`). Next.js 16.4 fails on such
 * a path with a 500 even after a rewrite (its DecodeError is not recognised across its bundles), so
 * the proxy answers itself: a 400 with the 404 texts in the address's language (or the site's
 * default) and a link to that language's home.
 */
export function badAddressResponse(locale: Locale): NextResponse {
  const t = TEXTS[locale];
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.metaTitle)}</title></head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.description)}</p><p><a href="/${locale}/">${escapeHtml(t.home)}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
