export { useTracker } from "./use-tracker";
export { createTracker, type Tracker, type TrackOptions, type EventCategory } from "./tracker";
export { BeaconQueue, BEACON_PATH } from "./beacon-queue";
