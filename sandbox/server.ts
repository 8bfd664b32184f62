import { serve } from "@hono/node-server";
import { createSandboxApp } from "./app";

const port = Number(process.env.SANDBOX_PORT ?? 8788);
const hostname = process.env.SANDBOX_HOST ?? "127.0.0.1";

const server = serve({ fetch: createSandboxApp().fetch, port, hostname }, (info) => {
  console.log(`sandbox backend listening on http://${info.address}:${info.port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
