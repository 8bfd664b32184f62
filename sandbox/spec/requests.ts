import * as v from "valibot";
import { fiveDecimals, text } from "./common";

/**
 * What a backend built to SPEC.md requires of a request, where the spec names it. Bodies the spec
 * shows are strict (a field it does not name is refused); query parameters it names must be there.
 */

/** SPEC §3 "External sign-in payload": token and domainName. */
export const SpecExternalSignInBodySchema = v.strictObject({ token: text, domainName: text });

const rangeBound = v.union([v.number(), v.string()]);
const corner = v.strictObject({ latitude: fiveDecimals, longitude: fiveDecimals });

/** SPEC §3 "Facet": name plus a values list, or a range with from/to, or a boundingBox with from/to latitude and longitude. */
export const SpecFacetSchema = v.union([
  v.strictObject({ name: text, values: v.array(v.union([v.string(), v.number(), v.boolean()])) }),
  v.strictObject({ name: text, range: v.strictObject({ from: rangeBound, to: rangeBound }) }),
  v.strictObject({ name: text, boundingBox: v.strictObject({ from: corner, to: corner }) }),
]);

const pageEntries = {
  page: v.strictObject({ number: v.pipe(v.number(), v.integer(), v.minValue(1)), size: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  facets: v.array(SpecFacetSchema),
  sort: v.strictObject({ name: text, ascending: v.boolean() }),
  staticData: v.strictObject({ language: text }),
};

/** SPEC §3 "Proposals page request": page.number, page.size, facets, sort {name, ascending}, staticData.language … */
export const SpecHotelProposalsRequestSchema = v.strictObject(pageEntries);
/** … and filtersMetadata for flights (its inner shape is not shown). */
export const SpecTransportProposalsRequestSchema = v.strictObject({ ...pageEntries, filtersMetadata: v.optional(v.record(v.string(), v.unknown())) });

/** Query parameters a call names (SPEC §7): each must be present and not empty. */
export function specQuery(...names: string[]) {
  return v.looseObject(Object.fromEntries(names.map((name) => [name, text])));
}
