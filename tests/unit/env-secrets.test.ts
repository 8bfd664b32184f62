import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ENV_NAMES, ENV_SECRETS } from "../../worker/config";
import { redacted, secretsOf } from "../../worker/observability/request-data";

/** The names `interface Env` declares, read from the source: the classification must cover each. */
function declaredEnvNames(): string[] {
  const source = readFileSync(new URL("../../worker/env.ts", import.meta.url), "utf8");
  const body = /export interface Env \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? "";
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*)\??:/gm)].map((match) => match[1]!);
}

const LOOKS_SECRET = /(TOKEN|SECRET|KEY|PASSWORD|CREDENTIAL)S?$/;

describe("every secret of Env is known as one", () => {
  test("each name Env declares is classified, and nothing else is", () => {
    const declared = declaredEnvNames();
    expect(declared.length).toBeGreaterThan(20);
    expect(Object.keys(ENV_NAMES).sort()).toEqual([...declared].sort());
  });

  test("a name that looks secret is classified secret", () => {
    for (const name of declaredEnvNames().filter((candidate) => LOOKS_SECRET.test(candidate))) {
      expect(ENV_NAMES[name as keyof typeof ENV_NAMES], name).toBe("secret");
    }
    expect(ENV_SECRETS).toEqual(expect.arrayContaining(["EVENT_RECEIVER_TOKEN", "OPS_TOKEN", "COOKIE_SIGNING_SECRET", "TRANSLATION_API_KEY"]));
  });

  test("a report that quotes any secret of the worker's, raw or URL-encoded, carries none of them", () => {
    const env = Object.fromEntries(ENV_SECRETS.map((name) => [name, `value of ${name} with / and +`]));
    // The list the error reporter scrubs every report with (error-reporter.ts).
    const secrets = secretsOf(new Request("https://viaggi.example/H"), env);
    const report = { message: ENV_SECRETS.map((name) => `${env[name]} ${encodeURIComponent(env[name]!)}`).join(" | ") };
    const scrubbed = JSON.stringify(redacted(report, secrets));
    for (const name of ENV_SECRETS) {
      expect(scrubbed, name).not.toContain(env[name]);
      expect(scrubbed, name).not.toContain(encodeURIComponent(env[name]!));
    }
  });
});
