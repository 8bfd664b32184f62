import * as v from "valibot";
import { sandboxState } from "../state";
import { DEMO_DOMAINS, demoDocumentFor } from "./demo";
import type { StrapiDocument } from "./document";

/**
 * Test-registered brands (`PUT /__sandbox/brands/:domain`), kept in sandboxState.extraBrands over
 * the demo ones: either a demo brand with some fields replaced, or a raw document served as is.
 */
export type RegisteredBrand = { kind: "derived"; document: StrapiDocument } | { kind: "raw"; body: unknown };

const attributeRecord = v.record(v.string(), v.unknown());
const nonEmpty = v.pipe(v.string(), v.minLength(1));

const RawBrandSchema = v.strictObject({ raw: v.unknown() });

const DerivedBrandSchema = v.strictObject({
  /** The demo domain to start from; defaults to the registered domain when that is a demo one. */
  from: v.optional(v.picklist(DEMO_DOMAINS, `from must be one of ${DEMO_DOMAINS.join(", ")}`)),
  /** Replaces fields of the `brand` relation's attributes (pageTitle, brandOrigin, …). */
  brand: v.optional(attributeRecord),
  /** Replaces fields of the theme component (colours, or media as `{ data: { attributes: { url } } }`). */
  theme: v.optional(attributeRecord),
  language: v.optional(v.pipe(v.string(), v.minLength(2))),
  products: v.optional(v.array(v.strictObject({ productType: nonEmpty, businessProfileId: nonEmpty }))),
  /** Replaces the payment methods the brand accepts. */
  paymentMethods: v.optional(v.array(v.strictObject({ code: nonEmpty, name: nonEmpty }))),
  /** Replaces fields of the checkout options (showInsurance, showSeatSelection, showSpecialRequest, allowInvoice). */
  checkoutOptions: v.optional(v.record(v.string(), v.boolean())),
});

export type BrandOverride = v.InferOutput<typeof RawBrandSchema> | v.InferOutput<typeof DerivedBrandSchema>;

/** `{ raw }` registers a raw document; anything else is a derived brand. */
export function brandOverrideSchemaFor(input: unknown): v.GenericSchema<unknown, BrandOverride> {
  return typeof input === "object" && input !== null && "raw" in input ? RawBrandSchema : DerivedBrandSchema;
}

export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase();
}

/** Registers a brand for a domain; answers an error message when the override cannot apply. */
export function registerBrand(rawDomain: string, override: BrandOverride): string | null {
  const domain = normalizeDomain(rawDomain);
  if ("raw" in override) {
    sandboxState.extraBrands.set(domain, { kind: "raw", body: override.raw } satisfies RegisteredBrand);
    return null;
  }
  const from = override.from ?? domain;
  const document = demoDocumentFor(from);
  if (!document) return `"from" is required for a domain that is not a demo brand (${DEMO_DOMAINS.join(", ")})`;

  const attributes = document.data.attributes;
  attributes.domain = domain;
  if (override.language) attributes.language = override.language;
  if (override.theme) Object.assign(attributes.theme as object, override.theme);
  if (override.brand) {
    const brand = attributes.brand as { data: { attributes: Record<string, unknown> } };
    Object.assign(brand.data.attributes, override.brand);
  }
  if (override.products) {
    attributes.products = {
      data: override.products.map((attributes, i) => ({ id: document.data.id * 1000 + 900 + i, attributes })),
    };
  }
  if (override.paymentMethods) {
    attributes.paymentMethods = {
      data: override.paymentMethods.map((attributes, i) => ({ id: document.data.id * 1000 + 950 + i, attributes })),
    };
  }
  if (override.checkoutOptions) {
    const options = attributes.checkoutOptions as { data: { attributes: Record<string, unknown> } };
    Object.assign(options.data.attributes, override.checkoutOptions);
  }
  sandboxState.extraBrands.set(domain, { kind: "derived", document } satisfies RegisteredBrand);
  return null;
}

export function unregisterBrand(rawDomain: string): boolean {
  return sandboxState.extraBrands.delete(normalizeDomain(rawDomain));
}

/** What a domain serves now: a registered brand first, then the demo brand, else nothing. */
export function brandFor(rawDomain: string): RegisteredBrand | null {
  const domain = normalizeDomain(rawDomain);
  const registered = sandboxState.extraBrands.get(domain) as RegisteredBrand | undefined;
  if (registered) return registered.kind === "derived" ? { kind: "derived", document: structuredClone(registered.document) } : registered;
  const demo = demoDocumentFor(domain);
  return demo ? { kind: "derived", document: demo } : null;
}
