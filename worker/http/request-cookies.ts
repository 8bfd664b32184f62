import { cookiePairs } from "../../shared/cookie-header";

/**
 * A request's cookies, parsed once: every reader (the renderer, the loaders' transport, the
 * proxy, the member and cart checks, silent sign-in, flag overrides) asks the same parse. Two
 * parsers could disagree on `a=; a=token` (one seeing nobody, the other a bearer), and a
 * decision taken on one reading must hold for every use of the request.
 *
 * A name sent twice counts by its first value, as browsers send the most specific cookie first.
 */
export interface RequestCookies {
  /** The value sent under `name`, exactly as sent (no decoding), or undefined. */
  raw(name: string): string | undefined;
  /** The value URL-decoded (left as sent when it is not valid percent-encoding). */
  decoded(name: string): string | undefined;
  /** Whether the request names the cookie at all, even with an empty value. */
  has(name: string): boolean;
  /** Every name with its first value decoded, for readers of a family of names (flag overrides, consent). */
  decodedRecord(): Record<string, string>;
}

const parsed = new WeakMap<Request, RequestCookies>();

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parseRequestCookies(header: string | null): RequestCookies {
  const first = new Map<string, string>();
  for (const [name, value] of cookiePairs(header)) if (!first.has(name)) first.set(name, value);
  return {
    raw: (name) => first.get(name),
    decoded: (name) => {
      const value = first.get(name);
      return value === undefined ? undefined : decode(value);
    },
    has: (name) => first.has(name),
    decodedRecord: () => Object.fromEntries([...first].map(([name, value]) => [name, decode(value)])),
  };
}

/** The cookies of `request`, parsed on first use and the same object for every later reader. */
export function cookiesOf(request: Request): RequestCookies {
  let cookies = parsed.get(request);
  if (!cookies) {
    cookies = parseRequestCookies(request.headers.get("cookie"));
    parsed.set(request, cookies);
  }
  return cookies;
}
