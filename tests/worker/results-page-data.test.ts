import { afterAll, beforeAll, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { flightSearchPath, hotelSearchPath } from "../../scripts/bench/demo-paths.mjs";
import { documentLoaderData } from "./support/loader-data";
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
  for (const shown of ["name", "stars", "score", "imageUrl", "perNight", "freeCancellationUntil"]) expect(dataHas(html, shown), shown).toBe(true);
  // Nor the image's alt (the card's heading names the hotel), nor the nested money objects.
  for (const hidden of ["street", "postalCode", "segments", "seatsLeft", "mainImage", "alt", "amount"]) expect(dataHas(html, hidden), hidden).toBe(false);
});

it("flight results carry each leg's times, stops, waits and carriers, not its segments", async () => {
  const html = await page(flightSearchPath());
  expect(html.match(/<article\b/g)).toHaveLength(20);
  for (const shown of ["legs", "connections", "carriers", "durationMinutes", "perAdult", "seatsLeft"]) expect(dataHas(html, shown), shown).toBe(true);
  for (const hidden of ["segments", "cityCode", "options"]) expect(dataHas(html, hidden), hidden).toBe(false);
});

it("every page carries the brand without the landing's content; the landing carries it with its own data", async () => {
  const results = documentLoaderData(await page(hotelSearchPath()));
  const brand = results.root?.brand as Record<string, unknown>;
  for (const landingOnly of ["landingContent", "promoCampaign", "offers", "destinationProposals"]) expect(brand, landingOnly).not.toHaveProperty(landingOnly);
  // The search form's suggestions: places named, without the landing cards' images and titles.
  const places = brand.places as Record<string, Record<string, unknown>[]>;
  expect(places.H?.length).toBeGreaterThan(0);
  for (const place of Object.values(places).flat()) expect(Object.keys(place).sort()).toEqual(["code", "name", "subtitle"]);
  expect(results.root?.description).toEqual(expect.any(String));

  const landing = documentLoaderData(await page("/"));
  const content = landing["routes/home"]?.landing as Record<string, unknown>;
  for (const part of ["landingContent", "promoCampaign", "offers", "destinationProposals"]) expect(content, part).toHaveProperty(part);
});
