import * as v from "valibot";

/** The backend's error shape (SPEC §8): `error.message` and optional `error.details`. */
const BackendErrorSchema = v.object({
  message: v.string(),
  details: v.nullish(v.string()),
});
type BackendErrorBody = v.InferOutput<typeof BackendErrorSchema>;

/** Every app-service response wraps its payload in `result` (ABP style). */
export const BackendEnvelopeSchema = v.object({
  result: v.optional(v.unknown()),
  success: v.optional(v.boolean()),
  error: v.nullish(BackendErrorSchema),
});

export function backendErrorBody(message: string, details?: string): { error: BackendErrorBody; success: false; result: null } {
  return { success: false, result: null, error: details ? { message, details } : { message } };
}
