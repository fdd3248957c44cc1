import { serializeJsonLd } from "~/rules/structured-data";

/** Structured data in a `<script type="application/ld+json">`, escaped so it cannot end the element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
