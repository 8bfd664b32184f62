/**
 * Query parameters that identify a shopper's booking or sign them in: a cart id and its request
 * uuid open the cart (names, documents, contacts), a proposal id ties a report to a choice, and `a`
 * is the external sign-in token. None of them may travel in an error report or a log line.
 */
const PRIVATE_URL_PARAMS = ["cartId", "requestUuid", "proposalId", "a"] as const;

const REDACTED = "[redacted]";

/**
 * A parameter's start: `?`, `&` or `;`, also URL-encoded (a URL inside another URL's query).
 * Names match case-insensitively (the backend's `CartId`); the value runs to the next separator,
 * quote, whitespace or backslash, so the function is safe on a whole serialized report.
 */
const PRIVATE_PARAM = new RegExp(
  `((?:[?&;]|%3F|%26)(?:${PRIVATE_URL_PARAMS.join("|")})(?:=|%3D))[^&;#\\s"'\\\\<>]*`,
  "gi",
);

/**
 * `text` with the value of every private parameter replaced: a URL (absolute or relative), a
 * transaction name like `GET /H?cartId=…`, or any text holding such URLs. Other parameters stay.
 */
export function redactUrl(text: string): string {
  return text.replace(PRIVATE_PARAM, (_, start: string) => `${start}${REDACTED}`);
}

/** A deep copy of a JSON-serialisable value with `redactUrl` applied to every string in it. */
export function redactUrlsIn<T>(value: T): T {
  const text = JSON.stringify(value);
  if (text === undefined) return value;
  const cleaned = redactUrl(text);
  return cleaned === text ? value : (JSON.parse(cleaned) as T);
}
