import { atom } from "jotai";

/**
 * The share of page loads that report their web vitals (the worker's WEB_VITALS_SAMPLE_RATE),
 * seeded by RootStateHydrator. 0 until then: a page without the root's data reports nothing.
 */
export const webVitalsSampleRateAtom = atom(0);
