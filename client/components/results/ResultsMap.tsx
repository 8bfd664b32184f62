import { useAtom } from "jotai";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "./results-map.css";
import { useEffect, useRef, useState } from "react";
import { formatMoney } from "../../../shared/money";
import type { BoundingBox } from "../../../shared/search/hotel-filters";
import { highlightedProposalAtom } from "../../state/results";
import { useT } from "../../state/i18n";
import { plural } from "./format";
import { addStayLayer, MAX_ZOOM, type StayLayer } from "./map-layers";
import { pinName } from "./map-markup";
import { useAllStays } from "./use-all-stays";

/** Long enough that sweeping the pointer over the list says nothing until it rests on a card. */
const ANNOUNCE_DELAY_MS = 500;

/**
 * Every stay of the search on a map (RetrieveAllProposals), loaded only when the shopper opens it
 * (this module, Leaflet, its clustering plugin and their stylesheets are a lazy chunk). Leaflet
 * needs no API key; with MAP_TILE_URL the streets are drawn under the stays, without it the stays
 * sit on a plain coordinate canvas. Stays close together gather into clusters (map-layers.ts),
 * every pin and cluster a named button. The list stays the primary view and the map's text
 * alternative: hovering or focusing a card marks its pin (or the cluster holding it) and says so
 * politely, choosing a pin marks its card and scrolls it into view, and "search this area"
 * narrows the results to the map's box (the coordinates facet).
 */
export default function ResultsMap({ searchId, tileUrl, language, onSearchArea }: { searchId: string; tileUrl: string | null; language: string; onSearchArea: (box: BoundingBox) => void }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const stays = useRef<StayLayer | null>(null);
  const { proposals, failed } = useAllStays(searchId);
  const [moved, setMoved] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [highlighted, setHighlighted] = useAtom(highlightedProposalAtom);
  // The map is built once per set of stays; the texts it names clusters with are read when needed.
  const texts = useRef({ t, language });
  texts.current = { t, language };
  // A stay chosen on the map is not announced back: the shopper is on its pin.
  const chosenOnMap = useRef<string | null>(null);

  useEffect(() => {
    if (!container.current || !proposals?.length) return;
    const instance = L.map(container.current, { attributionControl: !!tileUrl, maxZoom: MAX_ZOOM });
    map.current = instance;
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: MAX_ZOOM, attribution: "© OpenStreetMap contributors" }).addTo(instance);
    else container.current.classList.add("map-plain");
    L.control.scale({ imperial: false }).addTo(instance);
    const pins = proposals.map((proposal) => ({
      id: proposal.id,
      name: proposal.accommodation.name,
      price: formatMoney(proposal.price.total.amount, proposal.price.total.currency, language),
      ...proposal.accommodation.coordinates,
    }));
    const bounds = L.latLngBounds(pins.map((pin) => [pin.latitude, pin.longitude]));
    // The view first: the clustering plugin needs it when added.
    instance.fitBounds(bounds, { padding: [24, 24] });
    stays.current = addStayLayer(instance, pins, {
      clusterLabel: (action, count) => plural(texts.current.t, texts.current.language, `results.map.cluster.${action}`, count),
      onChoose: (id) => {
        chosenOnMap.current = id;
        setHighlighted(id);
        document.querySelector(`[data-proposal-id="${CSS.escape(id)}"]`)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
      },
    });
    // Registered after the initial fit (which moves the map at once, before this line), so only
    // the shopper's own moves offer "search this area".
    instance.on("moveend", () => setMoved(true));
    return () => {
      stays.current?.remove();
      stays.current = null;
      instance.remove();
      map.current = null;
    };
  }, [proposals, tileUrl, language, setHighlighted]);

  useEffect(() => {
    const marked = stays.current?.mark(highlighted) ?? null;
    if (!marked || chosenOnMap.current === highlighted) return;
    chosenOnMap.current = null;
    const stay = pinName(marked.pin.name, marked.pin.price);
    const timer = setTimeout(() => {
      const say = texts.current.t;
      setAnnouncement(marked.clusterCount === null ? say("results.map.marked", { stay }) : say("results.map.markedInCluster", { stay, count: marked.clusterCount }));
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [highlighted, proposals]);

  const searchArea = () => {
    const bounds = map.current?.getBounds();
    if (bounds) onSearchArea(boxOf(bounds));
  };

  return (
    <div className="relative h-full min-h-[320px] rounded-lg overflow-hidden border border-solid border-line bg-canvas" data-testid="results-map">
      <div ref={container} className="absolute inset-0" role="region" aria-label={t("results.map.label", { count: proposals?.length ?? 0 })} />
      <p role="status" className="map-sr">{announcement}</p>
      {(failed || proposals?.length === 0) && <p className="absolute inset-0 m-0 grid place-items-center text-ink-soft p-4 text-center">{t("results.map.failed")}</p>}
      {proposals === null && !failed && <p className="absolute inset-0 m-0 grid place-items-center text-ink-soft">{t("results.searching")}</p>}
      {moved && (
        <button type="button" onClick={searchArea} className="btn-primary absolute z-[1000] top-3 left-1/2 -translate-x-1/2 shadow-lg">
          {t("results.map.searchArea")}
        </button>
      )}
    </div>
  );
}

/** The map's view as the coordinates facet's box (south-west to north-east). */
function boxOf(bounds: L.LatLngBounds): BoundingBox {
  return {
    from: { latitude: bounds.getSouth(), longitude: bounds.getWest() },
    to: { latitude: bounds.getNorth(), longitude: bounds.getEast() },
  };
}
