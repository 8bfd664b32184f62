import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { configOf, SETTINGS } from "../../worker/config";

/**
 * README's `## Configuration` table is what a newcomer reads; worker/config/settings.ts is what
 * the worker does. The table has the columns `| name | default | meaning |`, one row per name of
 * `Env` with the name in backticks in the first column, and `—` for a name without a default
 * (required or unset alike). They must agree on names and defaults.
 */
interface ReadmeRow {
  name: string;
  default: string;
}

function readmeConfigurationRows(): ReadmeRow[] {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = /^## Configuration\s*$([\s\S]*?)(?=^## )/m.exec(`${readme}\n## `)?.[1] ?? "";
  const lines = section.split("\n").map((line) => line.trim());
  const header = lines.findIndex((line) => /^\|\s*name\s*\|\s*default\s*\|\s*meaning\s*\|$/i.test(line));
  if (header === -1) return [];
  const rows: ReadmeRow[] = [];
  // The header, its separator, then the rows up to the first line that is no table row.
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    const [first = "", second = ""] = line.slice(1).split("|");
    const names = [...first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);
    expect(names, `one name per row: ${line}`).toHaveLength(1);
    rows.push({ name: names[0]!, default: second.trim() });
  }
  return rows;
}

/** A default cell as the configuration would write it: backticks off, and what follows a space (a unit, a remark) aside. */
const defaultOf = (cell: string) => cell.replaceAll("`", "").trim().split(/\s/)[0] ?? "";

describe("README's configuration table", () => {
  const rows = readmeConfigurationRows();

  test("names every setting, secret and binding of the worker, and nothing else", () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(SETTINGS).sort());
  });

  test("gives each the configuration's default (`—` where there is none)", () => {
    for (const row of rows) {
      const setting = SETTINGS[row.name as keyof typeof SETTINGS];
      const expected = setting.default === "required" || setting.default === "unset" ? "—" : String(setting.default);
      expect(defaultOf(row.default), row.name).toBe(expected);
    }
  });
});

describe("the configuration's table", () => {
  test("its defaults are what the worker reads when a name is absent", () => {
    const unset = configOf({}) as Record<string, unknown>;
    for (const [name, setting] of Object.entries(SETTINGS)) {
      if (setting.kind === "binding") continue;
      const expected = setting.default === "unset" ? undefined : setting.default === "required" ? "" : setting.default;
      expect(unset[name], name).toBe(expected);
    }
  });

  test("a value a setting does not take reads as its default; 0 turns a seconds setting off", () => {
    const config = configOf({
      CACHE_MEMO_SECONDS: "0",
      FLAGS_FRESH_SECONDS: "-1",
      CONFIG_FRESH_SECONDS: "soon",
      DATE_PRICES_CACHE_SECONDS: "90.7",
      PROXY_TIMEOUT_MS: "0",
      CONFIG_TIMEOUT_MS: "250",
      SEARCH_BUDGET_MS: "600000",
      DATE_STRIP: " OFF ",
    });
    expect(config.CACHE_MEMO_SECONDS).toBe(0);
    expect(config.FLAGS_FRESH_SECONDS).toBe(60);
    expect(config.CONFIG_FRESH_SECONDS).toBe(300);
    expect(config.DATE_PRICES_CACHE_SECONDS).toBe(90);
    expect(config.PROXY_TIMEOUT_MS).toBe(60_000);
    expect(config.CONFIG_TIMEOUT_MS).toBe(250);
    expect(config.SEARCH_BUDGET_MS).toBe(60_000);
    expect(config.DATE_STRIP).toBe("off");
    expect(configOf({ DATE_STRIP: "no" }).DATE_STRIP).toBe("on");
  });
});
