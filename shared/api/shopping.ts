/** The shopping part of the backend contract (SPEC §3, §5, §7): schemas and types, one module per concern. */
export * from "./shopping/common";
export * from "./shopping/transport";
export * from "./shopping/hotel";
export * from "./shopping/pricing";
export * from "./shopping/accommodation";
export * from "./shopping/deals";
export * from "./shopping/destinations";
