import { backendErrorBody } from "../../shared/backend-envelope";

/**
 * A refusal of the edge's own in the backend's error shape (SPEC §8), so the browser's client
 * reads it like any backend failure. Never cached.
 */
export function backendErrorResponse(status: number, message: string, details: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(backendErrorBody(message, details)), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}
