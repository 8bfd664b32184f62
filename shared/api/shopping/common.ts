import * as v from "valibot";
import { DEFAULT_CURRENCY, LANGUAGES, PROPOSALS_PAGE_SIZE } from "../../constants";

/**
 * Shapes shared by hotel and transport shopping: money, facets, sort and paging (SPEC §3, §9).
 * The sandbox builds its answers from these types and the client validates with these schemas,
 * so the two cannot drift apart.
 */

const integer = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** Prices are integers in minor units (cents) with their currency, never floats. */
export const MoneySchema = v.object({ amount: v.pipe(v.number(), v.integer()), currency: v.pipe(v.string(), v.length(3)) });
export type Money = v.InferOutput<typeof MoneySchema>;
export const SHOPPING_CURRENCY = DEFAULT_CURRENCY;

export const IsoDateSchema = v.pipe(v.string(), v.isoDate("must be a date as YYYY-MM-DD"));
export const LanguageSchema = v.picklist(LANGUAGES, `must be one of ${LANGUAGES.join(", ")}`);

export const CoordinatesSchema = v.object({
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});
export type Coordinates = v.InferOutput<typeof CoordinatesSchema>;

/** Who travels: 1–9 adults and up to 6 children aged 0–17. */
export const PartyEntries = {
  adults: integer(1, 9),
  childrenAges: v.optional(v.pipe(v.array(integer(0, 17)), v.maxLength(6, "at most 6 children")), []),
};

/** A range bound: a number (price, minutes, score) or a time of day as HH:mm (SPEC §5). */
const RangeBoundSchema = v.union([v.number(), v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:mm"))]);
export type RangeBound = v.InferOutput<typeof RangeBoundSchema>;

/** A facet of a proposals page request: a values list, a from/to range or a map box (SPEC §3). */
export const FacetSchema = v.union([
  v.strictObject({ name: v.string(), values: v.array(v.union([v.string(), v.number(), v.boolean()])) }),
  v.strictObject({ name: v.string(), range: v.strictObject({ from: RangeBoundSchema, to: RangeBoundSchema }) }),
  v.strictObject({ name: v.string(), boundingBox: v.strictObject({ from: CoordinatesSchema, to: CoordinatesSchema }) }),
], "a facet is { name, values } or { name, range: { from, to } } or { name, boundingBox: { from, to } }");
export type Facet = v.InferOutput<typeof FacetSchema>;

const SortSchema = v.object({ name: v.string(), ascending: v.optional(v.boolean(), true) });

/** Page numbers start at 1 (SPEC §9); the storefront asks for 20 at a time. */
const PageRequestSchema = v.object({
  number: integer(1),
  size: v.optional(integer(1, 100), PROPOSALS_PAGE_SIZE),
});

export const ProposalsPageRequestSchema = v.object({
  page: v.optional(PageRequestSchema, { number: 1, size: PROPOSALS_PAGE_SIZE }),
  facets: v.optional(v.array(FacetSchema), []),
  sort: v.optional(SortSchema, { name: "RECOMMENDED", ascending: true }),
  /**
   * Flights only (SPEC §3): which facet summaries to send back. Omitted or without `facetNames`
   * means all of them; other keys are tolerated because the real backend's use is not shown.
   */
  filtersMetadata: v.optional(v.looseObject({ facetNames: v.optional(v.array(v.string())) })),
  staticData: v.optional(v.object({ language: LanguageSchema })),
});
export type ProposalsPageRequest = v.InferInput<typeof ProposalsPageRequestSchema>;
export type ParsedProposalsPageRequest = v.InferOutput<typeof ProposalsPageRequestSchema>;

/**
 * What the search's results hold per facet, in the request's own shapes so a client can send a
 * summary's range straight back: counts per value, the min/max of a range, the box around all points.
 */
export const FacetSummarySchema = v.union([
  v.object({ name: v.string(), values: v.array(v.object({ value: v.string(), count: integer(0) })) }),
  v.object({ name: v.string(), range: v.object({ from: RangeBoundSchema, to: RangeBoundSchema }) }),
  v.object({ name: v.string(), boundingBox: v.object({ from: CoordinatesSchema, to: CoordinatesSchema }) }),
]);
export type FacetSummary = v.InferOutput<typeof FacetSummarySchema>;

export const PageInfoSchema = v.object({
  number: integer(1),
  size: integer(1),
  /** Proposals matching the facets. */
  totalCount: integer(0),
  totalPages: integer(0),
  /** Proposals of the search before facets; facet summaries count over these. */
  unfilteredCount: integer(0),
});
export type PageInfo = v.InferOutput<typeof PageInfoSchema>;

/** A proposals page: one page of proposals plus the paging and facet summaries of the whole search. */
export function proposalsPageSchemaOf<S extends v.GenericSchema>(proposal: S) {
  return v.object({
    searchId: v.string(),
    page: PageInfoSchema,
    sort: v.object({ name: v.string(), ascending: v.boolean() }),
    proposals: v.array(proposal),
    facets: v.array(FacetSummarySchema),
  });
}
