import type { Coordinates, Facet, FacetSummary, PageInfo, ParsedProposalsPageRequest, RangeBound } from "../../../shared/api/shopping";

/**
 * The proposals page engine shared by hotels, flights and alternative transports: facets filter,
 * summaries count over the whole search, sort orders, pages slice. Each product describes its
 * facets and sorts as data (hotel-facets.ts, transport-facets.ts); this file knows no product.
 */
export type FacetDefinition<P> =
  | {
      name: string;
      kind: "values";
      valuesOf(proposal: P): string[];
      /** "any": a proposal matches one of the chosen values; "all": it has every chosen value. */
      match: "any" | "all";
      /** The known values, listed in summaries even when no proposal has them. */
      known: readonly string[];
      /** Values that mean "no filter" (ALL_MEAL_PLANS). */
      ignored?: readonly string[];
      /** A proposal without any value (a one-way trip's inbound stops) passes the filter. */
      absentMatches?: boolean;
    }
  | {
      name: string;
      kind: "range";
      /** Every number must lie in the range; a proposal without numbers (no inbound leg) matches. */
      numbersOf(proposal: P): number[];
      /** "time": minutes of the day, exchanged as HH:mm (SPEC §5). */
      unit?: "time";
    }
  | { name: string; kind: "boundingBox"; pointOf(proposal: P): Coordinates };

export interface SortDefinition<P> {
  name: string;
  /** Ascending key; ties fall back to RECOMMENDED and then to the proposal id. */
  keyOf(proposal: P): number;
}

export type PageOutcome<P> =
  | { ok: true; proposals: P[]; page: PageInfo; sort: { name: string; ascending: boolean }; facets: FacetSummary[] }
  | { ok: false; message: string; details: string };

const round5 = (value: number) => Math.round(value * 100_000) / 100_000;
export const minutesOfDay = (dateTime: string) => Number(dateTime.slice(11, 13)) * 60 + Number(dateTime.slice(14, 16));
const asTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function boundValue(bound: RangeBound, unit: "time" | undefined): number | null {
  if (unit === "time") return typeof bound === "string" ? minutesOfDay(`0000-00-00T${bound}`) : bound;
  return typeof bound === "number" ? bound : null;
}

type Matcher<P> = (proposal: P) => boolean;

function matcherOf<P>(definition: FacetDefinition<P>, facet: Facet): Matcher<P> | string | null {
  const shape = "values" in facet ? "values" : "range" in facet ? "range" : "boundingBox";
  if (shape !== definition.kind) return `facet ${facet.name} takes ${definition.kind === "values" ? "values" : definition.kind === "range" ? "a range" : "a boundingBox"}`;
  if (definition.kind === "values" && "values" in facet) {
    const chosen = facet.values.map(String).filter((value) => !definition.ignored?.includes(value));
    if (chosen.length === 0) return null;
    const { match, absentMatches, valuesOf } = definition;
    return (p) => {
      const values = valuesOf(p);
      if (values.length === 0 && absentMatches) return true;
      return match === "any" ? values.some((value) => chosen.includes(value)) : chosen.every((value) => values.includes(value));
    };
  }
  if (definition.kind === "range" && "range" in facet) {
    const from = boundValue(facet.range.from, definition.unit);
    const to = boundValue(facet.range.to, definition.unit);
    if (from === null || to === null) return `facet ${facet.name} takes numbers as from/to`;
    return (p) => definition.numbersOf(p).every((n) => n >= from && n <= to);
  }
  if (definition.kind === "boundingBox" && "boundingBox" in facet) {
    const { from, to } = facet.boundingBox;
    const [south, north] = [Math.min(from.latitude, to.latitude), Math.max(from.latitude, to.latitude)];
    const [west, east] = [Math.min(from.longitude, to.longitude), Math.max(from.longitude, to.longitude)];
    return (p) => {
      const { latitude, longitude } = definition.pointOf(p);
      return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
    };
  }
  return null;
}

function summaryOf<P>(definition: FacetDefinition<P>, proposals: readonly P[]): FacetSummary | null {
  if (definition.kind === "values") {
    const counts = new Map<string, number>(definition.known.map((value) => [value, 0]));
    for (const p of proposals) for (const value of new Set(definition.valuesOf(p))) counts.set(value, (counts.get(value) ?? 0) + 1);
    return { name: definition.name, values: [...counts].map(([value, count]) => ({ value, count })) };
  }
  if (definition.kind === "range") {
    const numbers = proposals.flatMap((p) => definition.numbersOf(p));
    if (numbers.length === 0) return null;
    const [min, max] = [Math.min(...numbers), Math.max(...numbers)];
    return { name: definition.name, range: definition.unit === "time" ? { from: asTime(min), to: asTime(max) } : { from: min, to: max } };
  }
  if (proposals.length === 0) return null;
  const points = proposals.map((p) => definition.pointOf(p));
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  return {
    name: definition.name,
    boundingBox: {
      from: { latitude: round5(Math.min(...lats)), longitude: round5(Math.min(...lons)) },
      to: { latitude: round5(Math.max(...lats)), longitude: round5(Math.max(...lons)) },
    },
  };
}

/** Sorts by the named order; RECOMMENDED and then the id break ties so every order is total and stable. */
export function sortedBy<P extends { id: string }>(proposals: readonly P[], sorts: readonly SortDefinition<P>[], name: string, ascending: boolean): P[] | null {
  const primary = sorts.find((s) => s.name === name);
  const recommended = sorts.find((s) => s.name === "RECOMMENDED");
  if (!primary || !recommended) return null;
  const direction = ascending ? 1 : -1;
  return [...proposals].sort(
    (a, b) => direction * (primary.keyOf(a) - primary.keyOf(b)) || recommended.keyOf(a) - recommended.keyOf(b) || a.id.localeCompare(b.id),
  );
}

/** One proposals page of a search's proposals, or why the request cannot be answered. */
export function proposalsPage<P extends { id: string }>(
  all: readonly P[],
  definitions: readonly FacetDefinition<P>[],
  sorts: readonly SortDefinition<P>[],
  request: ParsedProposalsPageRequest,
): PageOutcome<P> {
  const matchers: Matcher<P>[] = [];
  for (const facet of request.facets) {
    const definition = definitions.find((d) => d.name === facet.name);
    if (!definition) return { ok: false, message: "INVALID_FACET", details: `unknown facet ${facet.name}; known: ${definitions.map((d) => d.name).join(", ")}` };
    const matcher = matcherOf(definition, facet);
    if (typeof matcher === "string") return { ok: false, message: "INVALID_FACET", details: matcher };
    if (matcher) matchers.push(matcher);
  }
  const { name, ascending } = request.sort;
  const sorted = sortedBy(all.filter((p) => matchers.every((m) => m(p))), sorts, name, ascending);
  if (!sorted) return { ok: false, message: "INVALID_SORT", details: `unknown sort ${name}; known: ${sorts.map((s) => s.name).join(", ")}` };

  const { number, size } = request.page;
  const wanted = request.filtersMetadata?.facetNames;
  return {
    ok: true,
    proposals: sorted.slice((number - 1) * size, number * size),
    page: { number, size, totalCount: sorted.length, totalPages: Math.ceil(sorted.length / size), unfilteredCount: all.length },
    sort: { name, ascending },
    facets: definitions
      .filter((d) => !wanted || wanted.includes(d.name))
      .map((d) => summaryOf(d, all))
      .filter((s): s is FacetSummary => s !== null),
  };
}
