export * from "./types";
export { brandConfigFromStrapi } from "./from-strapi";
export { BRAND_CONFIGURATION_POPULATE, brandConfigurationPath } from "./strapi-schema";
