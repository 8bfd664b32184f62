export { useTracker } from "./use-tracker";
export { createTracker, type Tracker, type TrackOptions, type EventCategory } from "./tracker";
export { BeaconQueue, BEACON_PATH, type EventQueue } from "./beacon-queue";
export { EVENT_NAMES, trackPageView, trackSearch, type SearchSubmission } from "./events";
// The funnel's events (funnel-events.ts) and the error page's (use-error-boundary-view.ts) are
// imported from their modules: everything here is in the code every page loads.
export { usePageViews } from "./use-page-views";
