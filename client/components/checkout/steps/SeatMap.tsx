import { useRef, type KeyboardEvent } from "react";
import type { SeatMap as SeatMapData, Segment } from "../../../../shared/api/cart";
import { useT } from "../../../state/i18n";

type SeatPlace = "window" | "middle" | "aisle";

/** Window at both ends, aisle on each side of the gangway (after the first half), middle otherwise. */
function seatPlaceOf(columns: readonly string[], column: string): SeatPlace {
  const index = columns.indexOf(column);
  const half = Math.ceil(columns.length / 2);
  if (index === 0 || index === columns.length - 1) return "window";
  if (index === half - 1 || index === half) return "aisle";
  return "middle";
}

/**
 * One flight's cabin as an ARIA grid: a row per seat row, a cell per seat. One seat is in the tab
 * order; arrow keys move between seats (Home/End to the row's ends), Enter or Space chooses. Each
 * seat is named by row and letter, where it sits, and whether it is free, taken or whose it is.
 */
export function SeatMap({
  map, segment, label, chosen, onChoose,
}: {
  map: SeatMapData;
  segment: Segment;
  label: string;
  /** seat → the traveller's name who has it in this cart. */
  chosen: ReadonlyMap<string, string>;
  onChoose: (seat: string) => void;
}) {
  const t = useT();
  const grid = useRef<HTMLDivElement>(null);
  const taken = new Set(map.taken.filter((s) => s.segment === segment).map((s) => s.seat));
  const rows = Array.from({ length: map.rows }, (_, i) => i + 1);
  const half = Math.ceil(map.columns.length / 2);
  // The first seat chosen, else the first free one, holds the single tab stop.
  const firstFree = rows.flatMap((row) => map.columns.map((column) => `${row}${column}`)).find((seat) => !taken.has(seat)) ?? `1${map.columns[0]}`;
  const tabStop = [...chosen.keys()][0] ?? firstFree;

  function move(event: KeyboardEvent<HTMLButtonElement>, row: number, column: number) {
    const last = map.columns.length - 1;
    const target: Record<string, [number, number]> = {
      ArrowRight: [row, Math.min(column + 1, last)],
      ArrowLeft: [row, Math.max(column - 1, 0)],
      ArrowDown: [Math.min(row + 1, map.rows), column],
      ArrowUp: [Math.max(row - 1, 1), column],
      Home: [row, 0],
      End: [row, last],
      PageDown: [Math.min(row + 5, map.rows), column],
      PageUp: [Math.max(row - 5, 1), column],
    };
    const next = target[event.key];
    if (!next) return;
    event.preventDefault();
    const seat = `${next[0]}${map.columns[next[1]]}`;
    const button = grid.current?.querySelector<HTMLButtonElement>(`[data-seat="${seat}"]`);
    if (!button) return;
    grid.current?.querySelectorAll<HTMLButtonElement>("[data-seat]").forEach((b) => (b.tabIndex = -1));
    button.tabIndex = 0;
    button.focus();
  }

  return (
    <div ref={grid} role="grid" aria-label={label} aria-rowcount={map.rows + 1} className="grid gap-1 justify-center select-none" data-seat-map={segment}>
      <div role="row" className="flex gap-1 items-center">
        <span role="columnheader" className="w-8 text-center text-xs text-ink-soft" aria-label={t("checkout.seats.rowHeader")} />
        {map.columns.map((column, index) => (
          <span key={column} role="columnheader" className={`w-9 text-center text-sm font-700 text-ink-soft ${index === half ? "ml-5" : ""}`}>
            {column}
          </span>
        ))}
      </div>
      {rows.map((row) => (
        <div key={row} role="row" className="flex gap-1 items-center">
          <span role="rowheader" className="w-8 text-center text-xs text-ink-soft tabular-nums">
            {row}
          </span>
          {map.columns.map((column, index) => {
            const seat = `${row}${column}`;
            const isTaken = taken.has(seat);
            const owner = chosen.get(seat);
            const place = t(`checkout.seats.place.${seatPlaceOf(map.columns, column)}`);
            const state = owner ? t("checkout.seats.chosenFor", { name: owner }) : isTaken ? t("checkout.seats.taken") : t("checkout.seats.free");
            return (
              <span key={column} role="gridcell" className={index === half ? "ml-5" : ""}>
                <button
                  type="button"
                  data-seat={seat}
                  tabIndex={seat === tabStop ? 0 : -1}
                  aria-label={`${t("checkout.seats.seatName", { row, letter: column })}, ${place}, ${state}`}
                  aria-pressed={owner ? true : false}
                  aria-disabled={isTaken || undefined}
                  onKeyDown={(event) => move(event, row, index)}
                  onClick={() => !isTaken && onChoose(seat)}
                  className={`w-9 h-9 rounded-t-lg rounded-b border-2 border-solid text-[11px] font-700 cursor-pointer focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-info ${
                    owner ? "bg-brand border-brand text-brand-text" : isTaken ? "bg-line border-line text-ink-soft cursor-not-allowed" : "bg-white border-ink-soft/40 text-ink hover:border-brand"
                  }`}
                >
                  {owner ? owner.slice(0, 1).toUpperCase() : isTaken ? "×" : ""}
                </button>
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}
