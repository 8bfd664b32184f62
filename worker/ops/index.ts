export { opsRoutes } from "./routes";
