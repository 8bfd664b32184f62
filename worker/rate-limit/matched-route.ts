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
  const matches = matchRoutes(await appRoutes(), pagePathOf(pathname));
  return matches?.at(-1)?.route.id ?? null;
}
