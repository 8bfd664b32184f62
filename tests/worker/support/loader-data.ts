/**
 * The loader data a document streams for hydration (React Router's turbo-stream), read back from
 * the HTML: the first `streamController.enqueue(...)` chunk holds every route's data. Plain values
 * only (objects, arrays, strings, numbers, booleans, null); a deferred promise reads as the string
 * "promise". Enough for a test to say what the page told the browser, without matching the
 * stream's layout (which moves whenever a field is added).
 */
const SPECIAL: Record<number, unknown> = { [-1]: undefined, [-2]: Number.NaN, [-3]: -Infinity, [-4]: -0, [-5]: null, [-6]: Infinity, [-7]: undefined };

export function documentLoaderData(html: string): Record<string, Record<string, unknown>> {
  const chunk = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1];
  if (!chunk) throw new Error("the document streams no loader data");
  const values = JSON.parse(JSON.parse(chunk) as string) as unknown[];
  const read = (index: number): unknown => {
    if (index < 0) return SPECIAL[index];
    const value = values[index];
    if (Array.isArray(value)) {
      if (value[0] === "P") return "promise";
      return value.map((item) => read(item as number));
    }
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [values[Number(key.slice(1))] as string, read(item as number)]));
    }
    return value;
  };
  return (read(0) as { loaderData: Record<string, Record<string, unknown>> }).loaderData;
}
