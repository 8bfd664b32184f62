// The flexible-dates strip on a results page (client/search/date-strip.ts): when it arrives after
// the cards, and what it adds to the backend's calls. Each request's markers are timed on one streamed
// response (browser user agent, identity encoding): the first card, the last (20th) card, the
// strip, the end of the document. Cold runs search new dates each time (nothing cached); warm runs
// repeat one search (every day's price cached). Backend calls counted from the sandbox's records.
import http from "node:http";
import { BROWSER_UA, median } from "./document-timing.mjs";
import { loopbackOptions } from "./loopback.mjs";

const CARD = "data-proposal-id=";
const STRIP = 'class="strip"><ul>';

function timeMarkers(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    let text = "";
    const at = { firstCard: null, lastCard: null, strip: null };
    const request = http.get(loopbackOptions(url, { headers: { "user-agent": BROWSER_UA, "accept-encoding": "identity" } }), (response) => {
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        text += chunk;
        const cards = text.split(CARD).length - 1;
        if (at.firstCard === null && cards >= 1) at.firstCard = ms();
        if (at.lastCard === null && cards >= 20) at.lastCard = ms();
        if (at.strip === null && text.includes(STRIP)) at.strip = ms();
      });
      response.on("end", () => resolve({ ...at, full: ms(), bytes: Buffer.byteLength(text) }));
    });
    request.on("error", reject);
  });
}

async function sandbox(sandboxUrl, method, path) {
  const response = await fetch(`${sandboxUrl}/__sandbox${path}`, { method });
  return method === "GET" ? response.json() : null;
}

/** The strip's calls for a page searched on `searchedDate`: other days' searches, one-proposal pages. */
async function stripCalls(sandboxUrl, service, searchedDate) {
  const bodies = async (method) => {
    const recorded = await sandbox(sandboxUrl, "GET", `/calls?path=${encodeURIComponent(`/api/services/app/${service}/${method}`)}`);
    return (Array.isArray(recorded) ? recorded : recorded.calls).filter((call) => call.method === "POST").map((call) => JSON.parse(call.body));
  };
  return {
    createSearch: (await bodies("CreateSearch")).filter((body) => body.outboundDate !== searchedDate).length,
    retrieveProposals: (await bodies("RetrieveProposals")).filter((body) => body.page?.size === 1).length,
  };
}

/**
 * `pathFor(i)`: the i-th results path, its days a week from any other i's (so cold runs share no
 * cached day). `service`: ShoppingHDPService or ShoppingTransportService. `pauseMs` between pages.
 */
export async function measureDateStrip({ origin, sandboxUrl, pathFor, service, count = 10, pauseMs = 0 }) {
  await timeMarkers(`${origin}${pathFor(count)}`); // warms KV and the isolate (a search of its own)
  const round = (n) => (n === null ? null : Math.round(n * 10) / 10);
  const runOf = async (path) => {
    await sandbox(sandboxUrl, "DELETE", "/calls");
    // Lets the sandbox settle between pages (it generates every search's offers on one core).
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const run = await timeMarkers(`${origin}${path}`);
    const searchedDate = new URLSearchParams(path.slice(path.indexOf("?"))).get("outboundDate");
    return { ...run, calls: await stripCalls(sandboxUrl, service, searchedDate) };
  };
  const cold = [];
  for (let i = 0; i < count; i++) cold.push(await runOf(pathFor(i)));
  const warm = [];
  for (let i = 0; i < count; i++) warm.push(await runOf(pathFor(0)));
  const summary = (runs) => ({
    missingStrip: runs.filter((run) => run.strip === null).length,
    medianFirstCardMs: round(median(runs.map((run) => run.firstCard))),
    medianLastCardMs: round(median(runs.map((run) => run.lastCard))),
    medianStripMs: round(median(runs.map((run) => run.strip ?? Number.NaN))),
    medianStripAfterLastCardMs: round(median(runs.map((run) => (run.strip ?? Number.NaN) - run.lastCard))),
    maxStripAfterLastCardMs: round(Math.max(...runs.map((run) => (run.strip ?? Number.POSITIVE_INFINITY) - run.lastCard))),
    medianFullMs: round(median(runs.map((run) => run.full))),
    // The most any one page added (the page's own calls are not counted).
    stripCreateSearchPerPage: Math.max(...runs.map((run) => run.calls.createSearch)),
    stripRetrieveProposalsPerPage: Math.max(...runs.map((run) => run.calls.retrieveProposals)),
  });
  return { requests: count, cold: summary(cold), warm: summary(warm) };
}
