import { redactUrl } from "./redact-url";

/** Enough for any backend message worth reading; a longer one is cut, not dropped. */
export const MAX_LOGGED_CHARS = 300;

/** C0/C1 controls, DEL and the JavaScript line separators: all of them can start a forged log line. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

const ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escaped(char: string): string {
  return ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * Text that came from outside (a backend's error message or details) made safe for one log line:
 * control characters and newlines escaped, so a backend cannot forge lines; private URL parameters
 * redacted; at most `max` characters, ending in an ellipsis when cut, so it cannot flood the log.
 */
export function loggableText(text: string, max = MAX_LOGGED_CHARS): string {
  const safe = redactUrl(text).replace(CONTROL, escaped);
  if (safe.length <= max) return safe;
  // Never end inside an escape (`\u00` or a lone `\`) or a surrogate pair.
  let cut = safe.slice(0, max - 1);
  cut = cut.replace(/\\(u[0-9a-f]{0,3})?$/, "");
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}
