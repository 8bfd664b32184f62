// `npm run dev`: Vite dev server with the worker in workerd (hot reload) at http://localhost:8787,
// plus the sandbox backend on 127.0.0.1:8788. Ctrl+C stops both.
import { startProcess, stopAll, waitForHttp } from "./processes.mjs";

process.on("SIGINT", () => (stopAll(), process.exit(0)));
process.on("SIGTERM", () => (stopAll(), process.exit(0)));

startProcess("sandbox", process.execPath, ["--import", "tsx", "sandbox/server.ts"]);
await waitForHttp("http://127.0.0.1:8788/healthz", { label: "sandbox" });
startProcess("vite", "node_modules/.bin/react-router", ["dev"]);
