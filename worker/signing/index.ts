/**
 * Everything the edge signs or compares with a secret, in one place: the signing key and its
 * HMAC (cart grants, the member cookie), base64url, random tokens (XSRF), and the constant-time
 * comparison every check of a presented secret uses (ops token, grants, member MAC, XSRF).
 */
export { hmacKeyOf, macOf, signingSecretOf } from "./signing-key";
export { base64url, bytesOfBase64url, randomToken } from "./base64url";
export { sameSecret } from "./same-secret";
