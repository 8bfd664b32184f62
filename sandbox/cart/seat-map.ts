import type { AvailableProduct, CartLine, SeatMap, Segment } from "../../shared/api/cart";

/**
 * The cabin offered with seat selection: 30 rows of A–F, about a third of the seats already
 * taken. Which ones depends only on the cart id and the segment, so a cart's map is the same on
 * every read and every sandbox start.
 */
const ROWS = 30;
const COLUMNS = ["A", "B", "C", "D", "E", "F"];

/** A flight back exists when the cart holds a package or a second flight leg. */
export function segmentsOf(lines: readonly CartLine[]): Segment[] {
  const outbound = lines.some((line) => line.kind === "FLIGHT" || line.kind === "PACKAGE");
  if (!outbound) return [];
  const inbound = lines.some((line) => line.kind === "PACKAGE" || (line.kind === "FLIGHT" && line.lineId === "F2"));
  return inbound ? ["OUTBOUND", "INBOUND"] : ["OUTBOUND"];
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function seatMapFor(cartId: string, segments: readonly Segment[]): SeatMap {
  const taken: SeatMap["taken"] = [];
  for (const segment of segments) {
    for (let row = 1; row <= ROWS; row++) {
      for (const column of COLUMNS) {
        const seat = `${row}${column}`;
        if (hash(`${cartId}:${segment}:${seat}`) % 3 === 0) taken.push({ segment, seat });
      }
    }
  }
  return { rows: ROWS, columns: COLUMNS, segments: [...segments], taken };
}

/** The offer with the cabin attached to the seat selection product. */
export function withSeatMap(products: AvailableProduct[], cartId: string, lines: readonly CartLine[]): AvailableProduct[] {
  const segments = segmentsOf(lines);
  return products.map((product) => (product.kind === "SEAT_SELECTION" && segments.length > 0 ? { ...product, seatMap: seatMapFor(cartId, segments) } : product));
}

/** Why a seat cannot be had, or null: outside the cabin, or taken by someone else. */
export function seatRefusal(map: SeatMap | undefined, segment: Segment, seat: string): string | null {
  if (!map || !map.segments.includes(segment)) return `no seat map for ${segment}`;
  const match = /^(\d{1,2})([A-K])$/.exec(seat);
  if (!match || Number(match[1]) > map.rows || !map.columns.includes(match[2]!)) return `${seat} is not a seat of this cabin`;
  if (map.taken.some((taken) => taken.segment === segment && taken.seat === seat)) return `${segment}:${seat} is taken`;
  return null;
}
