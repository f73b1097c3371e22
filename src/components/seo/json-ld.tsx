import { jsonLdText } from '@/domain/structured-data';

/** schema.org data for search engines; the text is escaped so it cannot end the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
