/**
 * The markup of the results map's pins and clusters, and the keys that operate them: plain
 * functions (no Leaflet), so the map chunk and the unit tests share them.
 *
 * Leaflet makes every keyboard marker a `role="button"` element with `tabindex="0"`; its name comes
 * from its content. So each pin and cluster carries its visible text hidden from assistive
 * technology and, beside it, visually hidden, the name it is announced by ("Hotel Roma, 412 €",
 * "12 stays, zoom in").
 */
import { escapeHtml } from "../../../shared/escape-html";

/** A stay's pin: its price on the map, its name and price for assistive technology. */
export function pinHtml(name: string, price: string): string {
  return `<span class="price-pin-price" aria-hidden="true">${escapeHtml(price)}</span><span class="map-sr">${escapeHtml(pinName(name, price))}</span>`;
}

export const pinName = (name: string, price: string) => `${name}, ${price}`;

/** Three sizes, so a cluster of 40 reads as bigger than one of 3 without colour. */
export function clusterSize(count: number): "s" | "m" | "l" {
  return count < 10 ? "s" : count < 25 ? "m" : "l";
}

/** Pixel side of a cluster's disc for each size (Leaflet centres the icon on it). */
export const CLUSTER_SIDE = { s: 36, m: 42, l: 48 } as const;

/** A cluster: its count on the map, `label` ("12 stays, zoom in") for assistive technology. */
export function clusterHtml(count: number, label: string): string {
  return `<span class="map-cluster-count" aria-hidden="true">${count}</span><span class="map-sr">${escapeHtml(label)}</span>`;
}

/** Enter and Space activate a pin or cluster, as they do a button. */
export const isActivationKey = (key: string) => key === "Enter" || key === " " || key === "Spacebar";

/** A cluster as leaflet.markercluster builds it: one per zoom level, each holding the next level's. */
export interface ClusterLevel {
  zoom: number;
  childCount: number;
  childClusters: readonly ClusterLevel[];
}

/**
 * What choosing a cluster does, by leaflet.markercluster's own rule (`_zoomOrSpiderfy`): when its
 * stays stay together down to the deepest zoom (one spot, or a few metres apart) it spreads them
 * out around itself, else it zooms into them. Its name says which.
 */
export function clusterAction(cluster: ClusterLevel, maxZoom: number): "zoom" | "spread" {
  let bottom = cluster;
  while (bottom.childClusters.length === 1) bottom = bottom.childClusters[0]!;
  return bottom.zoom === maxZoom && bottom.childCount === cluster.childCount ? "spread" : "zoom";
}
