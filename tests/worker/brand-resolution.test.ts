import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventsNamed } from "./support/sandbox-calls";
import { eventually, startWorker, type WorkerUnderTest } from "./support/worker";

describe("brand resolution by hostname", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  test.each([
    ["localhost", "en", "Wanderly"],
    ["viaggi.localhost", "it", "Viaggi Sole"],
    ["hoteles.localhost", "es", "Hoteles Altura"],
    ["voyages.localhost", "fr", "Voyages Azur"],
  ])("%s renders its brand in its language", async (host, lang, name) => {
    const response = await worker.fetch("/", { host });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(new RegExp(`<title>${name}[^<]*</title>`));
    expect(html).toMatch(/<style>:root\{--brand-primary:#[0-9a-f]{6};/i);
    expect(html).toContain(`rel="icon" href="/brands/`);
  });

  test("an unknown hostname gets the empty error page with 404, tracked as brand-config", async () => {
    const response = await worker.fetch("/", { host: "nobody.example" });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-page="missing-brand"');
    expect(html).toContain("/illustrations/error.svg");
    expect(html).not.toMatch(/<h1|<p>/);
    const events = await eventually(async () => {
      const found = await eventsNamed(worker.sandbox.url, "viewed.app-error-[brand-config]");
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(events[0]!.token).toBe("dev-event-receiver-token");
    expect(events[0]!.body.eventData.domain).toBe("nobody.example");
    // No configuration, no brand to name.
    expect(events[0]!.body.eventData).toMatchObject({ brand: null, subBrand: null });
  });

  test("the hostname is matched without its port and case-insensitively", async () => {
    const response = await worker.fetch("/", { host: "VIAGGI.localhost:8787" });
    expect(await response.text()).toContain('<html lang="it"');
  });
});

describe("BRAND_DOMAIN fixes the brand whatever the hostname", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker({ BRAND_DOMAIN: "voyages.localhost" });
  });
  afterAll(() => worker?.dispose());

  test("any host renders the fixed brand", async () => {
    const response = await worker.fetch("/", { host: "preview.example.dev" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="fr"');
  });
});
