export { useTracker } from "./use-tracker";
export { createTracker, type Tracker, type TrackOptions, type EventCategory } from "./tracker";
export { BeaconQueue, BEACON_PATH, type EventQueue } from "./beacon-queue";
export {
  EVENT_NAMES,
  trackCheckoutStep,
  trackErrorBoundaryView,
  trackFilterChange,
  trackPageView,
  trackProposalChoice,
  trackSearch,
  type SearchSubmission,
} from "./events";
export { usePageViews } from "./use-page-views";
export { useErrorBoundaryView } from "./use-error-boundary-view";
