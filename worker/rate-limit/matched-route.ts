import { matchRoutes, type RouteObject } from "react-router";

/** A route as React Router's server build lists it (`routes` of virtual:react-router/server-build). */
interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

function routeTree(routes: Record<string, BuiltRoute | undefined>, parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is BuiltRoute => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(routes, route.id) },
    );
}

let tree: Promise<RouteObject[]> | null = null;
/** The app's routes, built once per isolate from the same server build that renders the pages. */
function appRoutes(): Promise<RouteObject[]> {
  tree ??= import("virtual:react-router/server-build").then((build) => routeTree(build.routes, undefined));
  return tree;
}

/**
 * The path React Router serves a request under: a client navigation's `/x.data` (and the root's
 * `/_root.data`) is the page `/x`, and a trailing slash is dropped (React Router's own
 * normalisation, lib/server-runtime/urls.ts).
 */
function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  const page = pathname.replace(/\.data$/, "");
  return page !== "/" && page.endsWith("/") ? page.replace(/\/+$/, "") || "/" : page;
}

/**
 * The id of the route React Router would render for `pathname` (its deepest match, matched as
 * React Router matches: any case, decoded), or null when none matches. The limiter decides on
 * this, so no spelling of a path (`/h/`, `/HOTEL-DETAIL`, `/%48`) reaches a page uncounted.
 */
export async function matchedRouteId(pathname: string): Promise<string | null> {
  const pagePath = pagePathOf(pathname);
  const known = matchedByPath.get(pagePath);
  if (known !== undefined) return known;
  // matchRoutes flattens and ranks the whole route tree on each call: a few hundred microseconds
  // a request, so a path's answer is kept. Paths are the visitor's to choose: the memo is bounded.
  const routeId = matchRoutes(await appRoutes(), pagePath)?.at(-1)?.route.id ?? null;
  if (matchedByPath.size >= REMEMBERED_PATHS) matchedByPath.clear();
  matchedByPath.set(pagePath, routeId);
  return routeId;
}

const REMEMBERED_PATHS = 512;
const matchedByPath = new Map<string, string | null>();
