/**
 * The name/value pairs of a Cookie header, in order and exactly as sent (no decoding): the proxy
 * forwards values untouched, error reports look for secrets verbatim, the browser client decodes.
 */
export function cookiePairs(header: string | null | undefined): [name: string, value: string][] {
  const pairs: [string, string][] = [];
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    const name = eq === -1 ? "" : part.slice(0, eq).trim();
    if (name) pairs.push([name, part.slice(eq + 1).trim()]);
  }
  return pairs;
}

/** The first value sent under `name`, undecoded (browsers send the most specific cookie first). */
export function firstCookie(header: string | null | undefined, name: string): string | undefined {
  return cookiePairs(header).find(([key]) => key === name)?.[1];
}

/** The first value sent under `name`, URL-decoded (left as sent when it is not valid percent-encoding). */
export function decodedCookie(header: string | null | undefined, name: string): string | undefined {
  const raw = firstCookie(header, name);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
