import { request as httpRequest } from "node:http";

/**
 * A POST over a plain socket that writes `chunks` and then holds the request open, resolving with
 * the status once the worker answers: fetch clients insist on sending whole bodies, and a body
 * cap is about not waiting for them.
 */
export function postHeldOpen(origin: URL | string, path: string, headers: Record<string, string>, chunks: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, origin), { method: "POST", headers }, (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      request.destroy();
    });
    request.on("error", reject);
    request.flushHeaders();
    for (const chunk of chunks) request.write(chunk);
  });
}
