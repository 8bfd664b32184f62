/**
 * The app-error event names of SPEC §8. A module of their own, without the event schema: the
 * browser spells these names, and the schema (valibot) is the edge's and the receiver's business.
 */

/** The app-error kinds of SPEC §8, tracked as `viewed.app-error-[kind]`. */
export type AppErrorKind = "brand-config" | "maintenance-mode" | "error-boundary";

export function appErrorEventName(kind: AppErrorKind): string {
  return `viewed.app-error-[${kind}]`;
}

export const INITIAL_STATE_ERROR_EVENT = "error.get-initial-state";
