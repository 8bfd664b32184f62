export { postEvent, serverEvent, trackFromWorker } from "./send-event";
export { eventSiteOf, type EventSite } from "./event-site";
