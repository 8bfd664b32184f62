import L from "leaflet";
// A UMD plugin that extends the global `L` Leaflet's own bundle sets: imported after it.
import "leaflet.markercluster";
import { CLUSTER_SIDE, clusterAction, clusterHtml, clusterSize, isActivationKey, pinHtml, pinName, type ClusterLevel } from "./map-markup";

/** The deepest zoom: clusters split by then, and a cluster still whole there spreads its stays out. */
export const MAX_ZOOM = 18;

interface StayPin {
  id: string;
  name: string;
  price: string;
  latitude: number;
  longitude: number;
}

/** What the markercluster plugin keeps on each cluster (private fields of the pinned 1.5.3). */
interface ClusterInternals {
  _zoom: number;
  _childCount: number;
  _childClusters: ClusterInternals[];
}

const levelOf = (cluster: ClusterInternals): ClusterLevel => ({
  zoom: cluster._zoom,
  childCount: cluster._childCount,
  get childClusters() {
    return cluster._childClusters.map(levelOf);
  },
});

interface StayLayerOptions {
  /** A cluster's name for assistive technology ("12 stays, zoom in"). */
  clusterLabel: (action: "zoom" | "spread", count: number) => string;
  /** A pin was chosen (pointer or keyboard). */
  onChoose: (id: string) => void;
}

export interface StayLayer {
  group: L.MarkerClusterGroup;
  /**
   * Marks one stay: its pin when shown, else the cluster holding it. Answers the stay's pin and,
   * when it is inside a cluster, how many stays that cluster holds.
   */
  mark(id: string | null): { pin: StayPin; clusterCount: number | null } | null;
  remove(): void;
}

/**
 * The stays as keyboard-operable pins in clusters: Enter or Space on a cluster zooms into it (or
 * spreads its stays out at the deepest zoom) and moves focus to the first pin or cluster it
 * opened; on a pin it chooses the stay. Leaflet handles neither key on a marker without a popup,
 * and the plugin only Enter, with focus left on the map.
 */
export function addStayLayer(map: L.Map, pins: StayPin[], options: StayLayerOptions): StayLayer {
  const container = map.getContainer();
  const byId = new Map<string, L.Marker>();
  const pinOf = new Map<L.Marker, StayPin>();
  const group = L.markerClusterGroup({
    showCoverageOnHover: false,
    // Price pins are wide: clusters gather what would overlap, spread stays stand further apart.
    maxClusterRadius: 60,
    spiderfyDistanceMultiplier: 2.5,
    iconCreateFunction: (cluster) => {
      const count = cluster.getChildCount();
      const size = clusterSize(count);
      const label = options.clusterLabel(clusterAction(levelOf(cluster as unknown as ClusterInternals), MAX_ZOOM), count);
      return L.divIcon({ className: `map-cluster map-cluster-${size}`, html: clusterHtml(count, label), iconSize: L.point(CLUSTER_SIDE[size], CLUSTER_SIDE[size]) });
    },
  });

  const markers = pins.map((pin) => {
    const marker = L.marker([pin.latitude, pin.longitude], {
      title: pinName(pin.name, pin.price),
      keyboard: true,
      icon: L.divIcon({ className: "price-pin", html: pinHtml(pin.name, pin.price), iconSize: undefined }),
    }).on("click", () => options.onChoose(pin.id));
    byId.set(pin.id, marker);
    pinOf.set(marker, pin);
    return marker;
  });
  group.addLayers(markers);

  // A cluster chosen by keyboard: focus follows into what it opened, once the map has settled.
  let byKeyboard = false;
  group.on("clusterclick", (event) => {
    if (!byKeyboard) return;
    const cluster = (event as L.LeafletEvent & { layer: L.MarkerCluster }).layer;
    const first = cluster.getAllChildMarkers()[0];
    const action = clusterAction(levelOf(cluster as unknown as ClusterInternals), MAX_ZOOM);
    group.once(action === "spread" ? "spiderfied" : "animationend", () => {
      const shown = first ? group.getVisibleParent(first) : null;
      (shown?.getElement() ?? container).focus({ preventScroll: true });
    });
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!isActivationKey(event.key) || !target.classList.contains("leaflet-marker-icon")) return;
    // No page scroll on Space, and no keypress: the plugin's own Enter handling would act twice.
    event.preventDefault();
    byKeyboard = true;
    target.click();
    byKeyboard = false;
  };
  container.addEventListener("keydown", onKeyDown);

  let markedId: string | null = null;
  let markedLayer: L.Marker | null = null;
  const applyMark = () => {
    const element = markedLayer?.getElement();
    element?.classList.remove("is-marked");
    element?.removeAttribute("aria-current");
    markedLayer?.setZIndexOffset(0);
    const marker = markedId ? byId.get(markedId) : undefined;
    markedLayer = marker ? group.getVisibleParent(marker) : null;
    const shown = markedLayer?.getElement();
    shown?.classList.add("is-marked");
    if (markedLayer === marker) shown?.setAttribute("aria-current", "true");
    markedLayer?.setZIndexOffset(1000);
    return marker ? { marker, shown: markedLayer } : null;
  };
  // Clusters are rebuilt as the map zooms and pans: the mark follows its stay.
  let frame = 0;
  const reapply = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(applyMark);
  };
  group.on("animationend spiderfied unspiderfied", reapply);
  map.on("moveend layeradd", reapply);
  map.addLayer(group);

  return {
    group,
    mark(id) {
      markedId = id;
      const marked = applyMark();
      if (!marked) return null;
      const pin = pinOf.get(marked.marker)!;
      const inCluster = marked.shown && marked.shown !== marked.marker ? (marked.shown as L.MarkerCluster).getChildCount() : null;
      return { pin, clusterCount: inCluster };
    },
    remove() {
      cancelAnimationFrame(frame);
      container.removeEventListener("keydown", onKeyDown);
      map.off("moveend layeradd", reapply);
      map.removeLayer(group);
    },
  };
}
