import type { RouteChanges } from "./route-timeline";

/**
 * The route on screen at a performance time: a metric is filed under the route of the moment it
 * measures (the largest paint, the largest shift, the slowest interaction), not the one on screen
 * when the page was hidden and the library finally reported it. The latest route when the
 * moment is unknown.
 */
export function routeAt(changes: Readonly<RouteChanges>, time: number | undefined): string {
  if (changes.length === 0) return "unknown";
  if (time === undefined) return changes.at(-1)![1];
  return changes.findLast(([at]) => at <= time)?.[1] ?? changes[0]![1];
}
