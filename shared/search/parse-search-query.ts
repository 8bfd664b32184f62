import * as v from "valibot";
import { lazySchema } from "../lazy-schema";
import { isProductType } from "../product-type";
import { MAX_CHILDREN, type SearchQuery } from "../search-query";

/*
 * Reading a URL into a SearchQuery (SPEC §2). Apart from the query's shape and constants
 * (../search-query.ts) so that pages which only show or write a search (the landing's form, every
 * page's tracking) do not carry valibot: the landing's loader parses in the worker; results,
 * detail and checkout parse in the browser too.
 */

const DEFAULT_ADULTS = 2;
const ALL_MEAL_PLANS = "ALL_MEAL_PLANS";

// Built on first use (lazy-schema.ts), not when a worker or page merely loads the module.
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

