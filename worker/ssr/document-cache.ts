/**
 * The landing page, rendered once per brand, language, consent and flags and kept for a minute
 * in this isolate: later visits get the same bytes with their own nonce, instead of a new React
 * render. Only `/` without a query qualifies (its document depends on nothing else); a request
 * carrying any auth or member cookie never reads or writes it (a member's name must never reach
 * another visitor), and anything rendered while flags were still pending is rendered afresh.
 *
 * The nonce is the one per-request part of the body: documents are rendered with a placeholder
 * (random per isolate, so page content cannot forge it), split there once when stored, and each
 * answer joins the pieces with its own nonce.
 */
import { IsolateMemo } from "../cache";

const DOCUMENT_TTL_MS = 60_000;
const MAX_DOCUMENTS = 32;

let slot: string | null = null;
/** The placeholder nonce, drawn on first use (the runtime forbids random values at global scope). */
export function nonceSlot(): string {
  slot ??= `n${crypto.randomUUID().replaceAll("-", "")}`;
  return slot;
}

interface CachedDocument {
  /** The body cut at every nonce slot. */
  pieces: string[];
  status: number;
  headers: [string, string][];
}

const documents = new IsolateMemo<CachedDocument>(MAX_DOCUMENTS);

interface DocumentKeyParts {
  url: URL;
  hostname: string;
  crawler: boolean;
  /** The request carries an auth or member cookie (valid or not): its document is its own. */
  personal: boolean;
  /** The brand configuration the render reads (the same object while the isolate memo holds it). */
  brand: object;
  /** Everything else the render reads besides the URL: flags, consent. */
  state: unknown;
  now: number;
}

/**
 * The brand's part of the key, serialized once per configuration object rather than once per
 * request: the configuration is the largest thing in the key, and the isolate memo hands every
 * request the same object for a few seconds.
 */
const brandFingerprints = new WeakMap<object, string>();
function fingerprintOf(brand: object): string {
  let fingerprint = brandFingerprints.get(brand);
  if (fingerprint === undefined) {
    fingerprint = JSON.stringify(brand);
    brandFingerprints.set(brand, fingerprint);
  }
  return fingerprint;
}

/** The cache key of a request's document, or null when it must be rendered for this request alone. */
export function documentKeyOf(parts: DocumentKeyParts): string | null {
  if (parts.url.pathname !== "/" || parts.url.search !== "" || parts.personal) return null;
  // The search form's earliest date is today's: a new day is a new document.
  const day = new Date(parts.now).toISOString().slice(0, 10);
  return JSON.stringify([parts.hostname, parts.crawler, day, fingerprintOf(parts.brand), parts.state]);
}

export function cachedDocument(key: string, now: number): CachedDocument | null {
  return documents.get(key, now) ?? null;
}

/** A rendered document, ready to be answered (and kept) with any request's nonce. */
export function documentOf(body: string, status: number, headers: Headers): CachedDocument {
  return { pieces: body.split(nonceSlot()), status, headers: [...headers] };
}

/** Keeps a rendered document for DOCUMENT_TTL_MS; the least recently used goes when the isolate holds too many. */
export function storeDocument(key: string, document: CachedDocument, now: number): void {
  documents.set(key, document, DOCUMENT_TTL_MS, now);
}

/** A cached document as this request's answer: its nonce in every slot. */
export function answerFrom(document: CachedDocument, nonce: string, extraHeaders: Record<string, string>): Response {
  const headers = new Headers(document.headers);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return new Response(document.pieces.join(nonce), { status: document.status, headers });
}
