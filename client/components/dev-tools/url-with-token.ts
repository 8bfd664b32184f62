/**
 * The current URL with `a` set to a test token, every other parameter kept byte for byte.
 * Plus signs travel as %20, as the outside identity source sends them: the edge sign-in's
 * %20 → '+' rule (SPEC §3) is what turns "sandbox%20plus%20token" back into the sandbox's token.
 */
export function urlWithToken(current: Location | URL, token: string): string {
  const kept = current.search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && decodeQueryName(part) !== "a");
  const encoded = encodeURIComponent(token.replace(/\+/g, " "));
  const query = [...kept, `a=${encoded}`].join("&");
  return `${current.pathname}?${query}${current.hash}`;
}

function decodeQueryName(part: string): string {
  const name = part.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}
