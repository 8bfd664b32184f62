export { readBodyWithin } from "./request-body";
export { drainUnreadBody } from "./drain-unread-body";
export { refuseCrossSiteWrites, isCrossSite } from "./cross-site-writes";
export { capPageActionBody } from "./page-action-body";
