export * from "./types";
export { pageBrandOf, landingContentOf } from "./page-brand";
export { brandConfigFromStrapi, type BrandConfigParseResult } from "./from-strapi";
export {
  StrapiBrandConfigurationSchema,
  BRAND_CONFIGURATION_POPULATE,
  brandConfigurationPath,
  type StrapiBrandConfiguration,
} from "./strapi-schema";
