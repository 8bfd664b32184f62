/**
 * Reading the external sign-in token `a` from a page URL (SPEC §3). It is taken from the RAW
 * query string: URLSearchParams would turn a `+` of the token into a space. `%20` becomes `+`
 * (identity sources that put the token in a link unencoded get their `+` sent as a space), and
 * the remaining escapes are decoded (`%2B`, `%2F`, `%3D` of a properly encoded token), still
 * without ever mapping `+` to a space.
 */

const SIGN_IN_PARAM = "a";

interface ExternalSignInRequest {
  token: string;
  /** Same path and query without any `a`, the other parameters raw and in their order. */
  returnTo: string;
}

function decodeKey(rawKey: string): string {
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, " "));
  } catch {
    return rawKey;
  }
}

function tokenFromRawValue(rawValue: string): string {
  const plussed = rawValue.replace(/%20/gi, "+");
  try {
    return decodeURIComponent(plussed);
  } catch {
    return plussed;
  }
}

/** `null` when the URL carries no (non-empty) `a`: nothing to sign in with. */
export function externalSignInRequestOf(requestUrl: string): ExternalSignInRequest | null {
  const url = new URL(requestUrl);
  const pairs = url.search.slice(1).split("&").filter((pair) => pair !== "");
  let rawValue: string | undefined;
  const kept: string[] = [];
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    const key = decodeKey(eq === -1 ? pair : pair.slice(0, eq));
    if (key !== SIGN_IN_PARAM) kept.push(pair);
    else rawValue ??= eq === -1 ? "" : pair.slice(eq + 1);
  }
  if (rawValue === undefined) return null;
  const token = tokenFromRawValue(rawValue);
  if (token === "") return null;
  // A path like `//evil.example/` would make the Location protocol-relative: an open redirect.
  const path = url.pathname.replace(/^[/\\]+/, "/");
  return { token, returnTo: kept.length > 0 ? `${path}?${kept.join("&")}` : path };
}
