import { atom } from "jotai";
import { FLAG_NAMES } from "../../shared/constants";
import { NO_FLAGS, isFlagOn, type FlagState } from "../../shared/flags";

/** Feature flags, and the load error when they failed (the app then runs with none: SPEC §4). */
export const flagsAtom = atom<FlagState>(NO_FLAGS);

export const flagsErrorAtom = atom((get) => get(flagsAtom).error);

export const maintenanceAtom = atom((get) => isFlagOn(get(flagsAtom), FLAG_NAMES.maintenance));
