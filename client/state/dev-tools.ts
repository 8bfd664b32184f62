import { atom } from "jotai";

/** True only on loopback hostnames; decided by the worker, so other hosts never ship the panel. */
export const devToolsAtom = atom(false);
