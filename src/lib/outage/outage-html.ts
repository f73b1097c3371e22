import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import nl from '../../../messages/nl.json';

const TEXTS = { nl: nl.Outage, fr: fr.Outage, en: en.Outage, de: de.Outage } as const;
type Locale = keyof typeof TEXTS;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The language of the address asked for ("/fr/…" → fr), Dutch otherwise. */
export function outageLocale(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return first in TEXTS ? (first as Locale) : 'nl';
}

/**
 * The page the proxy answers while the database is unreachable: translated, self-contained (no
 * database, no scripts, inline style only), and it reloads itself every 15 seconds.
 */
export function outageHtml(locale: Locale, nonce?: string): string {
  const t = TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="15"><meta name="robots" content="noindex"><title>${escape(t.title)}</title>
<style${nonce ? ` nonce="${escape(nonce)}"` : ''}>body{margin:0;font:18px/1.6 system-ui,sans-serif;color:#1f2a28;background:#f7f4ee;display:grid;place-items:center;min-height:100vh}main{max-width:34rem;padding:2rem}h1{font-size:1.8rem;margin:0 0 .5rem}a{color:inherit;font-weight:600}</style>
</head><body><main><h1>${escape(t.title)}</h1><p>${escape(t.text)}</p><p><a href="/${locale}/">${escape(t.home)}</a></p></main></body></html>`;
}
