import { jsonLdText } from '@/domain/property/structured-data';
import { requestNonce } from '@/lib/security/nonce';

/**
 * schema.org data for search engines; the text is escaped so it cannot end the script element.
 * A data block never runs, but it carries the page's nonce like every script we render.
 */
export async function JsonLd({ data }: { data: unknown }) {
  const nonce = await requestNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
