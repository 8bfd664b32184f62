import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createSandboxApp } from "../../sandbox/app";
import { resetSandboxState } from "../../sandbox/state";

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the sandbox backend in this process on a free loopback port (or the one given). */
export async function startSandbox(port = 0): Promise<RunningSandbox> {
  resetSandboxState();
  return new Promise((resolve) => {
    const server = serve({ fetch: createSandboxApp().fetch, port, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            if ("closeAllConnections" in server) (server as { closeAllConnections(): void }).closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Calls a /__sandbox control and fails loudly when it is refused. */
export async function sandboxControl(baseUrl: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox control ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.headers.get("content-type")?.includes("json") ? response.json() : response.text();
}
