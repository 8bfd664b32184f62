/**
 * Which leaf route was on screen when, for this page load. A metric is filed under the route of
 * the moment it measures (the largest paint, the largest shift, the slowest interaction), not
 * the route on screen when the page was hidden and the library finally reported it. Kept from the
 * first render whatever the consent: it never leaves the page.
 */
interface RouteChange {
  /** Performance time (ms since the navigation started). */
  at: number;
  route: string;
}

/** A page load with more client navigations than this keeps the latest ones. */
const MAX_CHANGES = 100;

export interface RouteTimeline {
  /** The route now on screen (its change was committed at `at`). */
  note(route: string, at: number): void;
  /** The route on screen at `time`; the latest one when the moment is unknown. */
  routeAt(time: number | undefined): string;
}

export function createRouteTimeline(): RouteTimeline {
  const changes: RouteChange[] = [];
  return {
    note(route, at) {
      if (changes.at(-1)?.route === route) return;
      // The first route is the document's own: on screen from the navigation's start.
      changes.push({ at: changes.length === 0 ? 0 : at, route });
      if (changes.length > MAX_CHANGES) changes.shift();
    },
    routeAt(time) {
      if (changes.length === 0) return "unknown";
      if (time === undefined) return changes.at(-1)!.route;
      let route = changes[0]!.route;
      for (const change of changes) {
        if (change.at > time) break;
        route = change.route;
      }
      return route;
    },
  };
}

/** This page load's timeline (one per document, like the tracker). */
export const pageRoutes = createRouteTimeline();
