import { afterAll, beforeAll, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { flightSearchPath, hotelSearchPath } from "../../scripts/bench/demo-paths.mjs";
import { startWorker, type WorkerUnderTest } from "./support/worker";

// A results page's loader data travels inside its HTML for hydration: only what the cards show.
let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const page = async (path: string) => {
  const response = await worker.fetch(path, { host: "viaggi.localhost", headers: { "user-agent": "Mozilla/5.0 Chrome/130" } });
  expect(response.status).toBe(200);
  return response.text();
};

/** The field names the page's streamed data carries (turbo-stream writes each name once, quoted). */
const dataHas = (html: string, field: string) => html.includes(`\\"${field}\\"`);

it("hotel results carry the cards' fields, not the address or the flight's segments", async () => {
  const html = await page(hotelSearchPath());
  expect(html.match(/<article\b/g)).toHaveLength(20);
  for (const shown of ["name", "stars", "rating", "mainImage", "perNight", "cancellationDeadline"]) expect(dataHas(html, shown), shown).toBe(true);
  for (const hidden of ["street", "postalCode", "segments", "seatsLeft"]) expect(dataHas(html, hidden), hidden).toBe(false);
});

it("flight results carry each leg's times, stops, waits and carriers, not its segments", async () => {
  const html = await page(flightSearchPath());
  expect(html.match(/<article\b/g)).toHaveLength(20);
  for (const shown of ["legs", "connections", "carriers", "durationMinutes", "perAdult", "seatsLeft"]) expect(dataHas(html, shown), shown).toBe(true);
  for (const hidden of ["segments", "cityCode", "options"]) expect(dataHas(html, hidden), hidden).toBe(false);
});
