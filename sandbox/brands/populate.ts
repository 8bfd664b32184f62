/**
 * Strapi v4 leaves relations, components and media out of a response unless `populate` asks for
 * them. The sandbox honours that (loosely) so the worker's populate list really matters: a relation
 * the worker forgets to ask for is simply absent, as in production.
 */

/** field → nested fields; "*" stands for every field of that level. */
export interface PopulateTree {
  [field: string]: PopulateTree;
}

/** The relational fields of a brand configuration (everything else is a plain attribute, always sent). */
const RELATIONAL: PopulateTree = {
  theme: { favicon: {}, primaryLogo: {}, primaryMobileLogo: {}, secondaryLogo: {} },
  products: {},
  brand: {},
  landingContent: {
    hero: { background: {}, promoImageMobile: {}, promoImageDesktop: {} },
    productExplanation: {},
    productSelector: {},
  },
  offers: {},
  promoCampaign: {},
  footer: {},
  destinationProposals: { image: {} },
  paymentMethods: {},
  paymentProviders: {},
  checkoutOptions: {},
};

/**
 * Reads `populate=a,b`, `populate=*`, `populate[0]=a.b` and the object form
 * `populate[a][populate][b]=c` (→ a.b.c; a value of `*` or `true` ends the path).
 */
export function populateTreeFrom(params: URLSearchParams): PopulateTree {
  const tree: PopulateTree = {};
  for (const [key, value] of params) {
    if (key !== "populate" && !key.startsWith("populate[")) continue;
    const prefix = [...key.matchAll(/\[([^\]]*)\]/g)]
      .map((m) => m[1] ?? "")
      .filter((segment) => segment !== "populate" && !/^\d*$/.test(segment));
    const values = value === "true" ? [""] : value.split(",");
    for (const path of values) {
      const segments = [...prefix, ...path.split(".")].map((s) => s.trim()).filter(Boolean);
      let node = tree;
      for (const segment of segments) node = node[segment] ??= {};
    }
  }
  return tree;
}

/** Drops, in place, every relational field of the attributes that the populate tree did not ask for. */
export function applyPopulate(attributes: Record<string, unknown>, populate: PopulateTree): void {
  trim(attributes, RELATIONAL, populate);
}

function trim(target: Record<string, unknown>, relational: PopulateTree, populate: PopulateTree): void {
  for (const [field, nestedRelational] of Object.entries(relational)) {
    if (!(field in target)) continue;
    const asked = populate[field] ?? (populate["*"] ? {} : undefined);
    if (!asked) {
      delete target[field];
      continue;
    }
    for (const inner of innerAttributes(target[field])) trim(inner, nestedRelational, asked);
  }
}

/** The attribute objects below a field: a component itself, or the entries of a relation's `data`. */
function innerAttributes(value: unknown): Record<string, unknown>[] {
  if (!isRecord(value)) return [];
  if (!("data" in value)) return [value];
  const data = value.data;
  const entries = Array.isArray(data) ? data : [data];
  return entries.flatMap((entry) => (isRecord(entry) && isRecord(entry.attributes) ? [entry.attributes] : []));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
