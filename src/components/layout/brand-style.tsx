import { brandCss } from '@/domain/brand/brand-css';
import { content } from '@/lib/content/load';

/**
 * The agency's colours (and, on the public site, fonts) as the page's custom properties, read from
 * the site settings at request time: a publish changes every page at once, without a rebuild. In
 * the <head>, with the CSP nonce that style elements need (decision 006). Read after the preview is
 * applied, it shows a staff member's draft colours in the preview too.
 */
export function BrandStyle({ nonce, fonts }: { nonce: string | undefined; fonts: boolean }) {
  const css = brandCss(content().site.brand, { fonts });
  return <style nonce={nonce} data-brand="" dangerouslySetInnerHTML={{ __html: css }} />;
}
