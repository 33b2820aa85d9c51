import { serializeJsonLd } from '@/lib/http/seo';

/** schema.org structured data; serializeJsonLd escapes it so that no text inside can end the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
