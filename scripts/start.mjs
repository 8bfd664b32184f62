// `npm start`: production build, served under workerd at http://localhost:8787, against the
// embedded sandbox backend on 127.0.0.1:8788.
import { runToCompletion, stopAll } from "./processes.mjs";
import { serveBuilt, WORKER_PORT } from "./serve-built.mjs";

process.on("SIGINT", () => (stopAll(), process.exit(0)));
process.on("SIGTERM", () => (stopAll(), process.exit(0)));

await runToCompletion("node_modules/.bin/react-router", ["build"]);
await serveBuilt();
console.log(`
  Storefront ready (production build under workerd, sandbox backend):
    http://localhost:${WORKER_PORT}            Wanderly (en)
    http://viaggi.localhost:${WORKER_PORT}     Viaggi Sole (it)
    http://hoteles.localhost:${WORKER_PORT}    Hoteles Altura (es)
    http://voyages.localhost:${WORKER_PORT}    Voyages Azur (fr)
  Ctrl+C stops everything.
`);
