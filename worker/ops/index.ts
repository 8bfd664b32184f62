export { opsRoutes, type PurgeReport } from "./routes";
