// The bench's table: each figure with its unit, its budget and which way is better; PASS/FAIL;
// and bench/results.json (committed with the latest full run).
import { mkdirSync, writeFileSync } from "node:fs";

export class Figures {
  rows = [];
  details = {};

  /** `budget` null: reported, not judged. `better`: "lower" (times, sizes) or "higher" (rates, scores). */
  add(name, value, budget = null, better = "lower") {
    this.rows.push({ name, value: value ?? null, budget, better });
  }

  detail(key, value) {
    this.details[key] = value;
  }

  verdict(row) {
    if (row.budget === null) return "—";
    if (typeof row.value !== "number") return "FAIL (not measured)";
    return (row.better === "lower" ? row.value <= row.budget : row.value >= row.budget) ? "PASS" : "FAIL";
  }

  get failures() {
    return this.rows.filter((row) => this.verdict(row).startsWith("FAIL"));
  }

  print() {
    const width = Math.max(...this.rows.map((row) => row.name.length));
    console.log(`\n${"figure".padEnd(width)}     value     budget  verdict`);
    for (const row of this.rows) {
      const budget = row.budget === null ? "" : `${row.better === "lower" ? "≤" : "≥"} ${row.budget}`;
      console.log(`${row.name.padEnd(width)}  ${String(row.value ?? "n/a").padStart(8)}  ${budget.padStart(9)}  ${this.verdict(row)}`);
    }
  }

  write(path, meta) {
    mkdirSync(path.slice(0, path.lastIndexOf("/")), { recursive: true });
    const rows = this.rows.map((row) => ({ ...row, verdict: this.verdict(row) }));
    writeFileSync(path, `${JSON.stringify({ ...meta, figures: rows, details: this.details }, null, 2)}\n`);
  }
}
