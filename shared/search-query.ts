import * as v from "valibot";
import { lazySchema } from "./lazy-schema";
import type { ProductType } from "./constants";
import { isProductType } from "./product-type";

/** The query parameters the storefront reads (SPEC §2), parsed into typed values. */
export interface SearchQuery {
  product: ProductType | null;
  cartId: string | null;
  adults: number;
  childrenAges: number[];
  outboundDate: string | null;
  returnDate: string | null;
  checkoutStep: string | null;
  departure: string | null;
  destination: string | null;
  mealPlans: string[];
  freeCancellation: boolean;
  /** Parameters present but unusable; dropped silently for the shopper, kept for logging. */
  ignored: string[];
}

/**
 * The query parameters that describe a search (SPEC §2), safe to report in events and error
 * reports. Deliberately absent: `a` (the sign-in token) and `cartId`.
 */
export const SEARCH_DESCRIBING_PARAMS = [
  "product",
  "adults",
  "childrenAges",
  "outboundDate",
  "returnDate",
  "checkoutStep",
  "departure",
  "destination",
  "mealPlans",
  "freeCancellation",
] as const;

const DEFAULT_ADULTS = 2;
export const MAX_ADULTS = 9;
export const MAX_CHILDREN = 6;
const ALL_MEAL_PLANS = "ALL_MEAL_PLANS";

// Built on first use (lazy-schema.ts): the browser imports this module for its constants.
const schemas = /* @__PURE__ */ lazySchema(() => ({
  isoDate: v.pipe(
    v.string(),
    v.isoDate(),
    // Date.parse rolls 2027-02-30 over into March; a real calendar date survives the round trip.
    v.check((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, "not a calendar date"),
  ),
  adults: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(9)),
  childAge: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(17)),
  code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64), v.regex(/^[\p{L}\p{N} .,'()-]+$/u)),
  token: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/)),
}));

/** Parses a URL's search parameters. No value ever throws: bad ones are dropped and listed. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const { isoDate: IsoDate, adults: Adults, childAge: ChildAge, code: Code, token: Token } = schemas();
  const ignored: string[] = [];
  const read = <T>(name: string, schema: v.GenericSchema<string, T>): T | null => {
    const raw = params.get(name);
    if (raw === null || raw === "") return null;
    const parsed = v.safeParse(schema, raw);
    if (parsed.success) return parsed.output;
    ignored.push(name);
    return null;
  };

  const productRaw = params.get("product");
  const product = isProductType(productRaw) ? productRaw : null;
  if (productRaw && !product) ignored.push("product");

  // Repeated parameters (a form's age selects) and dash-separated lists read alike.
  const allAges = splitList(params.getAll("childrenAges").join("-")).flatMap((age) => {
    const parsed = v.safeParse(ChildAge, age);
    if (parsed.success) return [parsed.output];
    if (!ignored.includes("childrenAges")) ignored.push("childrenAges");
    return [];
  });
  // A party has at most 6 children (the backend's limit): the rest are dropped, not an error.
  if (allAges.length > MAX_CHILDREN && !ignored.includes("childrenAges")) ignored.push("childrenAges");
  const childrenAges = allAges.slice(0, MAX_CHILDREN);

  const outboundDate = read("outboundDate", IsoDate);
  let returnDate = read("returnDate", IsoDate);
  if (outboundDate && returnDate && returnDate < outboundDate) {
    ignored.push("returnDate");
    returnDate = null;
  }

  return {
    product,
    cartId: read("cartId", Token),
    adults: read("adults", Adults) ?? DEFAULT_ADULTS,
    childrenAges,
    outboundDate,
    returnDate,
    checkoutStep: read("checkoutStep", Token),
    departure: read("departure", Code),
    destination: read("destination", Code),
    mealPlans: splitList(params.getAll("mealPlans").join("-")).filter((plan) => plan !== ALL_MEAL_PLANS && /^[A-Z_]+$/.test(plan)),
    freeCancellation: params.get("freeCancellation") === "true",
    ignored,
  };
}

/** Dash- or comma-separated lists (`mealPlans=BREAKFAST-HALF_BOARD`, `childrenAges=4-9`). */
function splitList(raw: string | null): string[] {
  if (!raw || raw.length > 2_048) return [];
  return raw.split(/[-,]/).map((item) => item.trim()).filter(Boolean);
}

/** Back to query parameters, omitting empty values (SPEC §5). */
export function searchQueryToParams(query: Partial<SearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  };
  set("product", query.product);
  set("departure", query.departure);
  set("destination", query.destination);
  set("outboundDate", query.outboundDate);
  set("returnDate", query.returnDate);
  set("adults", query.adults);
  if (query.childrenAges?.length) set("childrenAges", query.childrenAges.join("-"));
  if (query.mealPlans?.length) set("mealPlans", query.mealPlans.join("-"));
  if (query.freeCancellation) set("freeCancellation", "true");
  set("cartId", query.cartId);
  set("checkoutStep", query.checkoutStep);
  return params;
}
