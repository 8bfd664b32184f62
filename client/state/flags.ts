import { atom } from "jotai";
import { featuresOf } from "../../shared/features";
import { NO_FLAGS, type FlagState } from "../../shared/flags";

/** Feature flags, and the load error when they failed (the app then runs with none: SPEC §4). */
export const flagsAtom = atom<FlagState>(NO_FLAGS);

/**
 * The flags streamed in after the shell, so the head went without the analytics tag
 * (LateAnalyticsTag adds it once they are here).
 */
export const flagsStreamedAtom = atom(false);

/** What the flags turn on and off (shared/features.ts decides; components only read). */
export const featuresAtom = atom((get) => featuresOf(get(flagsAtom)));

export const maintenanceAtom = atom((get) => get(featuresAtom).maintenance);
