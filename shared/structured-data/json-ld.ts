/**
 * schema.org structured data as JSON-LD, for search engines' rich results. Pure: the pages render
 * what these return inside `<script type="application/ld+json">` (client/components/seo/JsonLd.tsx).
 */

const SCHEMA_CONTEXT = "https://schema.org";

/** A JSON-LD node: plain JSON values only, so it serializes the same on the server and in the browser. */
type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue | undefined };
export type JsonLdNode = { "@type": string; [key: string]: JsonLdValue | undefined };

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/**
 * The text of a JSON-LD script. As for the page's serialized state, `<`, `>`, `&` and U+2028/9 are
 * written as JSON escapes: a hotel named `</script><script>…` stays a string inside the script (the
 * HTML parser only ends a script at a literal `</script`), and JSON parsers read the same text back.
 */
export function jsonLdScriptText(document: JsonLdNode): string {
  return JSON.stringify({ "@context": SCHEMA_CONTEXT, ...document }).replace(UNSAFE, (char) => ESCAPES[char]!);
}
