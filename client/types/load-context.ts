import type { StorefrontLoadContext } from "../../shared/load-context";

declare module "react-router" {
  interface AppLoadContext extends StorefrontLoadContext {}
}
