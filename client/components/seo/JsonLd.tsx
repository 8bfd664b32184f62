import { useRouteLoaderData } from "react-router";
import { jsonLdScriptText, type JsonLdNode } from "../../../shared/structured-data/json-ld";
import type { RootData } from "../../root";

/**
 * Structured data for search engines, in the document where the content it describes is rendered.
 * A data block never runs, but it carries the request's nonce like every inline script, so the
 * CSP has nothing to make an exception for; its text is escaped against `</script>`.
 */
export function JsonLd({ data }: { data: JsonLdNode }) {
  const nonce = useRouteLoaderData<RootData>("root")?.nonce;
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }} />;
}
