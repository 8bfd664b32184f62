/**
 * What an event may carry in `eventProperties`: the product sends a handful of short, flat
 * values (a path, a search's parameters, a filter's value). Anything much bigger is not ours, and
 * a value that looks like an e-mail address or a phone number is personal data the stream must
 * never hold, whoever typed it where.
 */
const PROPERTY_LIMITS = {
  keys: 24,
  keyChars: 48,
  stringChars: 400,
  arrayItems: 24,
  depth: 3,
  /** The whole of one event's properties, serialized. */
  bytes: 4 * 1024,
} as const;

const REDACTED = "[redacted]";

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
/** A run of digits with the separators phone numbers use; judged by its digit count below. */
const PHONE_LIKE = /(?:\+|\b00)?\d[\d\s().-]{6,}\d/g;
/** Nine digits or more: a phone number (ISO dates have eight, and times are apart from them). */
const PHONE_MIN_DIGITS = 9;

export function scrubbedText(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(PHONE_LIKE, (run) => ((run.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS ? REDACTED : run));
}

type PropertiesCheck = { ok: true; value: Record<string, unknown> } | { ok: false; reason: string };

function scrubbed(value: unknown, depth: number, path: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (typeof value === "string") {
    if (value.length > PROPERTY_LIMITS.stringChars) return { ok: false, reason: `${path}: text over ${PROPERTY_LIMITS.stringChars} characters` };
    return { ok: true, value: scrubbedText(value) };
  }
  if (value === null || typeof value === "number" || typeof value === "boolean") return { ok: true, value };
  if (depth >= PROPERTY_LIMITS.depth) return { ok: false, reason: `${path}: nested deeper than ${PROPERTY_LIMITS.depth} levels` };
  if (Array.isArray(value)) {
    if (value.length > PROPERTY_LIMITS.arrayItems) return { ok: false, reason: `${path}: over ${PROPERTY_LIMITS.arrayItems} items` };
    const items: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const inner = scrubbed(item, depth + 1, `${path}[${index}]`);
      if (!inner.ok) return inner;
      items.push(inner.value);
    }
    return { ok: true, value: items };
  }
  if (typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length > PROPERTY_LIMITS.keys) return { ok: false, reason: `${path}: over ${PROPERTY_LIMITS.keys} keys` };
    const object: Record<string, unknown> = {};
    for (const [key, inner] of entries) {
      if (key.length > PROPERTY_LIMITS.keyChars) return { ok: false, reason: `${path}: a key over ${PROPERTY_LIMITS.keyChars} characters` };
      const checked = scrubbed(inner, depth + 1, `${path}.${key}`);
      if (!checked.ok) return checked;
      object[key] = checked.value;
    }
    return { ok: true, value: object };
  }
  return { ok: false, reason: `${path}: not a JSON value` };
}

/** The properties bounded (refused when over a limit) and scrubbed of e-mail and phone-like text, at any depth. */
export function checkedProperties(properties: Record<string, unknown>): PropertiesCheck {
  if (new TextEncoder().encode(JSON.stringify(properties)).byteLength > PROPERTY_LIMITS.bytes) {
    return { ok: false, reason: `eventProperties: over ${PROPERTY_LIMITS.bytes} bytes` };
  }
  const result = scrubbed(properties, 0, "eventProperties");
  return result.ok ? { ok: true, value: result.value as Record<string, unknown> } : result;
}
