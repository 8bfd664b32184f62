import { useAtom } from "jotai";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState } from "react";
import type { HotelProposal } from "../../../shared/api/shopping";
import { formatMoney } from "../../../shared/money";
import type { BoundingBox } from "../../../shared/search/hotel-filters";
import { createHotelShoppingApi } from "../../../shared/api/client/hotel-shopping";
import { browserTransport } from "../../api/transport";
import { highlightedProposalAtom } from "../../state/results";
import { useT } from "../../state/i18n";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Every stay of the search on a map (RetrieveAllProposals), loaded only when the shopper opens it
 * (this module and Leaflet are a lazy chunk). Leaflet needs no API key; with MAP_TILE_URL the
 * streets are drawn under the stays, without it the stays sit on a plain coordinate canvas. The
 * list stays the primary view and the map's text alternative: list and map highlight the same
 * stay, and "search this area" narrows the results to the map's box (the coordinates facet).
 */
export default function ResultsMap({ searchId, tileUrl, language, onSearchArea }: { searchId: string; tileUrl: string | null; language: string; onSearchArea: (box: BoundingBox) => void }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const [proposals, setProposals] = useState<HotelProposal[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const [highlighted, setHighlighted] = useAtom(highlightedProposalAtom);

  useEffect(() => {
    let live = true;
    void createHotelShoppingApi(browserTransport())
      .retrieveAllProposals(searchId)
      .then((result) => {
        if (!live) return;
        if (result.ok) setProposals(result.value.proposals);
        else setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [searchId]);

  useEffect(() => {
    if (!container.current || !proposals?.length) return;
    const instance = L.map(container.current, { attributionControl: !!tileUrl, zoomSnap: 0.5 });
    map.current = instance;
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19, attribution: "© OpenStreetMap contributors" }).addTo(instance);
    else container.current.classList.add("map-plain");
    L.control.scale({ imperial: false }).addTo(instance);
    for (const proposal of proposals) {
      const { latitude, longitude } = proposal.accommodation.coordinates;
      const price = formatMoney(proposal.price.total.amount, proposal.price.total.currency, language);
      const marker = L.marker([latitude, longitude], {
        title: `${proposal.accommodation.name}, ${price}`,
        alt: proposal.accommodation.name,
        keyboard: true,
        icon: L.divIcon({ className: "price-pin", html: `<span>${escapeHtml(price)}</span>`, iconSize: undefined }),
      })
        .on("click", () => {
          setHighlighted(proposal.id);
          document.querySelector(`[data-proposal-id="${CSS.escape(proposal.id)}"]`)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
        })
        .addTo(instance);
      markers.current.set(proposal.id, marker);
    }
    instance.fitBounds(L.latLngBounds(proposals.map((p) => [p.accommodation.coordinates.latitude, p.accommodation.coordinates.longitude])), { padding: [24, 24] });
    // Registered after the initial fit (which moves the map at once, before this line), so only
    // the shopper's own moves offer "search this area".
    instance.on("moveend", () => setMoved(true));
    return () => {
      instance.remove();
      map.current = null;
      markers.current.clear();
    };
  }, [proposals, tileUrl, language, setHighlighted]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      marker.getElement()?.classList.toggle("is-highlighted", id === highlighted);
      marker.setZIndexOffset(id === highlighted ? 1000 : 0);
    }
  }, [highlighted, proposals]);

  const searchArea = () => {
    const bounds = map.current?.getBounds();
    if (!bounds) return;
    onSearchArea({
      from: { latitude: bounds.getSouth(), longitude: bounds.getWest() },
      to: { latitude: bounds.getNorth(), longitude: bounds.getEast() },
    });
  };

  return (
    <div className="relative h-full min-h-[320px] rounded-lg overflow-hidden border border-solid border-line bg-canvas" data-testid="results-map">
      <div ref={container} className="absolute inset-0" role="region" aria-label={t("results.map.label", { count: proposals?.length ?? 0 })} />
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
