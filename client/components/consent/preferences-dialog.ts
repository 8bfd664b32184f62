import { lazyDialog } from "../dialog/lazy-dialog";

/**
 * The cookie preferences, never rendered on the server: their code (and the cookie types' rows)
 * loads when a shopper reaches for them (the banner's and the footer's buttons), not with every page.
 */
export const preferencesDialog = lazyDialog<object>(() => import("./PreferencesDialog").then((module) => ({ default: module.PreferencesDialog })));
