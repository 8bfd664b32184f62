export { normalizeHostname, resolveDomain } from "./resolve-domain";
export { loadBrand, type BrandLookup } from "./load-brand";
