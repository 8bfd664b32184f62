import * as v from "valibot";

/**
 * Token auth contract (SPEC §3, §7). Both Authenticate calls answer `{ authApiModel }`; the
 * external one answers a falsy result (`null`) when the token is not accepted, and the caller
 * then sends the shopper to /exception?type=401 (SPEC §4).
 *
 * Required: what SPEC §3 "Auth result" names, `accessToken` and `expireInSeconds`; a sign-in is
 * complete with those two. Everything else is ours and optional (docs/backend-contract.md).
 */

export const AuthApiModelSchema = v.object({
  /** SPEC §3: kept as the Abp.AuthToken cookie. */
  accessToken: v.pipe(v.string(), v.minLength(1)),
  /** SPEC §3: the token's lifetime; the Abp.AuthToken cookie gets the same Max-Age. */
  expireInSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /**
   * Ours, optional: the member's id (a cart's externalUserId), so the edge can tell one member
   * from another. Without it the member is signed in all the same, as an account without an id.
   */
  externalUserId: v.nullish(v.pipe(v.string(), v.minLength(1))),
  /** Ours, optional: how the member is named to them ("signed in as …"). */
  displayName: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(80))),
});
export type AuthApiModel = v.InferOutput<typeof AuthApiModelSchema>;

export const AuthResultSchema = v.object({ authApiModel: AuthApiModelSchema });
export type AuthResult = v.InferOutput<typeof AuthResultSchema>;

/** What AuthenticateExternal may answer: an auth result, or nothing when the token is refused. */
export const ExternalAuthResultSchema = v.nullable(AuthResultSchema);
export type ExternalAuthResult = v.InferOutput<typeof ExternalAuthResultSchema>;

export const AuthenticateBodySchema = v.object({
  userNameOrEmailAddress: v.pipe(v.string(), v.trim(), v.minLength(1, "must not be empty")),
  password: v.pipe(v.string(), v.minLength(1, "must not be empty")),
});
export type AuthenticateBody = v.InferInput<typeof AuthenticateBodySchema>;

export const AuthenticateExternalBodySchema = v.object({
  /** Already decoded by the caller (the %20 → '+' rule of SPEC §3 is not this call's job). */
  token: v.string(),
  domainName: v.pipe(v.string(), v.minLength(1, "must not be empty")),
});
export type AuthenticateExternalBody = v.InferInput<typeof AuthenticateExternalBodySchema>;
