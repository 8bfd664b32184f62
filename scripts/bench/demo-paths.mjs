// What the bench and the soak ask the demo brands for: searches a month ahead (always in the
// future, so always served), and the local ops token.
export const DEMO_HOSTS = ["localhost", "viaggi.localhost", "hoteles.localhost", "voyages.localhost"];
/** Sent for clarity only: a local run answers ops on loopback hosts without a token (ENVIRONMENT=local). */
export const LOCAL_OPS_TOKEN = "dev-ops-token";

export const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
export const hotelSearchPath = () => `/H?destination=ROM&outboundDate=${day(30)}&returnDate=${day(34)}&adults=2`;
export const flightSearchPath = () => `/F?departure=MAD&destination=ROM&outboundDate=${day(30)}&returnDate=${day(37)}&adults=2`;
