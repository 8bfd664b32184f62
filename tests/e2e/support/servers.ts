/** e2e runs its own worker and sandbox, on ports that leave a developer's `npm start` alone. */
export const E2E_WORKER_PORT = Number(process.env.E2E_WORKER_PORT ?? 8790);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8791);
export const SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;

/** The storefront URL of a demo brand: `localhost`, `viaggi`, `hoteles` or `voyages`. */
export function brandUrl(brand: "localhost" | "viaggi" | "hoteles" | "voyages" | string, path = "/"): string {
  const host = brand === "localhost" || brand.includes(".") ? brand : `${brand}.localhost`;
  return `http://${host}:${E2E_WORKER_PORT}${path}`;
}
