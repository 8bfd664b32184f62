import { useAtomValue } from "jotai";
import { jsonLdScriptText, type JsonLdNode } from "../../../shared/structured-data/json-ld";
import { nonceAtom } from "../../state/brand";

/**
 * Structured data for search engines, in the document where the content it describes is rendered.
 * A data block never runs, but it carries the request's nonce like every inline script, so the
 * CSP has nothing to make an exception for; its text is escaped against `</script>`.
 */
export function JsonLd({ data }: { data: JsonLdNode }) {
  const nonce = useAtomValue(nonceAtom);
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }} />;
}
