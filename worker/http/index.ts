export { readBodyWithin, discardBody, MAX_DISCARDED_BYTES, type BodyRead } from "./request-body";
export { drainUnreadBody } from "./drain-unread-body";
export { refuseCrossSiteWrites, isCrossSite } from "./cross-site-writes";
export { capPageActionBody, MAX_PAGE_ACTION_BYTES } from "./page-action-body";
