/**
 * Which leaf route was on screen when, for this page load: [performance time, route id] from the
 * first render on, whatever the consent (it never leaves the page). The reporter reads it
 * (route-at.ts) to file a metric under the route of the moment it measures.
 */
export type RouteChanges = [at: number, route: string][];

/** A page load with more client navigations than this keeps the latest ones. */
const MAX_CHANGES = 100;

/** The route now on screen, its change committed at `at`; the first one is the document's own, on screen from the start. */
export function noteRoute(changes: RouteChanges, route: string, at: number): void {
  if (changes.at(-1)?.[1] === route) return;
  changes.push([changes.length === 0 ? 0 : at, route]);
  if (changes.length > MAX_CHANGES) changes.shift();
}

/** This page load's timeline (one per document, like the tracker). */
export const pageRoutes: RouteChanges = [];
