export * from "./types";
export { brandConfigFromStrapi, type BrandConfigParseResult } from "./from-strapi";
export {
  StrapiBrandConfigurationSchema,
  BRAND_CONFIGURATION_POPULATE,
  brandConfigurationPath,
  type StrapiBrandConfiguration,
} from "./strapi-schema";
