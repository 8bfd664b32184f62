import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every route of SPEC §2, one module per screen. Product searches share a module per kind. */
export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("DP", "routes/hotel-search.tsx", { id: "search-DP" }),
  route("H", "routes/hotel-search.tsx", { id: "search-H" }),
  route("HGH", "routes/hotel-search.tsx", { id: "search-HGH" }),
  route("F", "routes/flight-search.tsx", { id: "search-F" }),
  route("FF", "routes/flight-search.tsx", { id: "search-FF" }),
  route("hotel-detail", "routes/hotel-detail.tsx"),
  // A hotel's facts alone, as JSON: what a card fetches on intent (no page, no price).
  route("hotel-detail/facts", "routes/hotel-facts.ts"),
  route("memSearch", "routes/flight-search.tsx", { id: "search-memSearch" }),
  route("hdpMemSearch", "routes/hdp-mem-search.tsx"),
  route("exception", "routes/exception.tsx"),
  route("expired-session", "routes/expired-session.tsx"),
  route("deals", "routes/deals.tsx"),
  route("deal-search", "routes/deal-search.tsx"),
  // Saved stays live in the shopper's browser; the edge only finds one again to open it.
  route("saved", "routes/saved.tsx"),
  route("saved/open", "routes/saved-open.tsx"),
  // The texts a page's loader data names by address (i18n/texts.ts): JSON, no page.
  route("texts/:language/:selection", "routes/texts.ts"),
  // Loopback hosts only: errors on purpose for the error boundary and reporting (404 elsewhere).
  route("__dev/throw", "routes/dev-throw.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
