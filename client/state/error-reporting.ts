import { atom } from "jotai";

/** The worker's DSN (public by design); null: the browser reports no errors and loads no reporter. */
export const sentryDsnAtom = atom<string | null>(null);

/** The worker's ENVIRONMENT (local, test, production), stamped on every error report. */
export const deploymentEnvironmentAtom = atom("production");
