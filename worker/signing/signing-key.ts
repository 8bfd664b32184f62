import { isLocalEnvironment } from "../../shared/environment";
import { configOf } from "../config";
import type { Env } from "../env";
import { base64url } from "./base64url";

/**
 * The key the edge signs its cookies with (cart grants, the signed-in member): the secret
 * `COOKIE_SIGNING_SECRET`, or on a local or test run without one a fixed development value. In
 * production without a usable secret there is no key, and every door that needs one stays shut.
 */
const DEV_SECRET = "travel-storefront-local-cookie-signing-secret";
/** 32 bytes of entropy at the least; a shorter secret is a configuration mistake, not a key. */
const MIN_SECRET_LENGTH = 32;

export function signingSecretOf(env: Partial<Pick<Env, "COOKIE_SIGNING_SECRET" | "ENVIRONMENT">>): string | null {
  const config = configOf(env);
  const configured = config.COOKIE_SIGNING_SECRET?.trim() ?? "";
  if (configured.length >= MIN_SECRET_LENGTH) return configured;
  return isLocalEnvironment(config.ENVIRONMENT) ? DEV_SECRET : null;
}

// Imported once per isolate and secret, not per request.
const keys = new Map<string, Promise<CryptoKey>>();

export function hmacKeyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA-256 of `parts` (joined unambiguously), cut to 128 bits, base64url: 22 characters. */
export async function macOf(key: CryptoKey, parts: readonly string[]): Promise<string> {
  const message = new TextEncoder().encode(parts.map((part) => `${part.length}:${part}`).join("|"));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, message)).slice(0, 16);
  return base64url(signature);
}
