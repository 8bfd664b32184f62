import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { plural } from "../../client/i18n/plural";
import { createTranslator } from "../../client/i18n/translator";
import { escapeHtml } from "../../shared/escape-html";
import { clusterAction, clusterHtml, clusterSize, isActivationKey, pinHtml, type ClusterLevel } from "../../client/components/results/map-markup";
import { LANGUAGES, type Language } from "../../shared/constants";

const results = (language: Language) => createTranslator(language, { results: JSON.parse(readFileSync(resolve(import.meta.dirname, `../../public/i18n/results/${language}.json`), "utf8")) });

/** The text a screen reader takes as the element's name: what is not aria-hidden. */
const spoken = (html: string) => html.replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, "").replace(/<[^>]+>/g, "");
const shown = (html: string) => /<span[^>]*aria-hidden="true"[^>]*>([^<]*)<\/span>/.exec(html)?.[1];

describe("the results map's pins and clusters", () => {
  test("a pin shows its price and is named by the stay and its price", () => {
    const html = pinHtml("Hotel Roma", "412 €");
    expect(shown(html)).toBe("412 €");
    expect(spoken(html)).toBe("Hotel Roma, 412 €");
  });

  test("names are text, never markup", () => {
    const html = pinHtml(`<img src=x onerror="alert(1)">B&B 'Sole'`, "1 €");
    expect(html).not.toMatch(/<img/);
    expect(spoken(html)).toBe("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;B&#38;B &#39;Sole&#39;, 1 €");
    expect(escapeHtml(`<>&"'`)).toBe("&#60;&#62;&#38;&#34;&#39;");
    expect(clusterHtml(3, "<b>3</b>")).not.toMatch(/<b>/);
  });

  test("a cluster shows its count and is named by what it holds and does", () => {
    const html = clusterHtml(12, "12 stays, zoom in");
    expect(shown(html)).toBe("12");
    expect(spoken(html)).toBe("12 stays, zoom in");
  });

  test("cluster names in every language say how many stays and what choosing it does", () => {
    const t = results("en");
    expect(plural(t, "en", "results.map.cluster.zoom", 12)).toBe("12 stays, zoom in");
    expect(plural(t, "en", "results.map.cluster.spread", 3)).toBe("3 stays, show them all");
    for (const language of LANGUAGES) {
      const say = results(language);
      for (const action of ["zoom", "spread"]) {
        const label = plural(say, language, `results.map.cluster.${action}`, 12);
        expect(label, `${language} ${action}`).toMatch(/^12 \S/);
      }
      expect(say("results.map.markedInCluster", { stay: "Hotel Roma, 412 €", count: 7 }), language).toMatch(/^Hotel Roma, 412 €.*7/);
    }
  });

  test("clusters come in three sizes by count", () => {
    expect([2, 9, 10, 24, 25, 300].map(clusterSize)).toEqual(["s", "s", "m", "m", "l", "l"]);
  });

  test("Enter and Space operate a pin or cluster, as a button; other keys do not", () => {
    expect(["Enter", " ", "Spacebar"].every(isActivationKey)).toBe(true);
    expect(["Tab", "Escape", "ArrowDown", "+", "a", ""].some(isActivationKey)).toBe(false);
  });
});

describe("what choosing a cluster does (leaflet.markercluster's rule)", () => {
  const level = (zoom: number, childCount: number, childClusters: ClusterLevel[] = []): ClusterLevel => ({ zoom, childCount, childClusters });

  test("stays that split at a deeper zoom: zoom in", () => {
    expect(clusterAction(level(12, 5, [level(13, 3), level(13, 2)]), 18)).toBe("zoom");
  });

  test("stays that stay together down to the deepest zoom: spread them out", () => {
    const chain = level(14, 4, [level(15, 4, [level(16, 4, [level(17, 4, [level(18, 4)])])])]);
    expect(clusterAction(chain, 18)).toBe("spread");
    expect(clusterAction(level(18, 2), 18)).toBe("spread");
  });

  test("a single child cluster that loses a stay on the way down: zoom in", () => {
    // One stay leaves as a lone pin at zoom 16: the bottom cluster holds fewer than the top.
    const chain = level(15, 4, [level(16, 3, [level(17, 3, [level(18, 3)])])]);
    expect(clusterAction(chain, 18)).toBe("zoom");
  });

  test("a chain that ends above the deepest zoom: zoom in", () => {
    expect(clusterAction(level(10, 6, [level(11, 6)]), 18)).toBe("zoom");
  });
});
