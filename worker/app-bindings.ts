import type { Env } from "./env";
import type { StartState } from "./start/start-state";

/** The Hono app's bindings and the variables its middlewares set for the steps after them. */
export type AppBindings = {
  Bindings: Env;
  Variables: { secureHeadersNonce?: string; start: StartState };
};
