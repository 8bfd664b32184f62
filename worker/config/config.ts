import * as v from "valibot";
import type { Env } from "../env";
import { SETTINGS } from "./settings";
import type { Kind, SettingRow } from "./rows";

type Name = keyof typeof SETTINGS;
/** The names that are text (settings and secrets), not bindings. */
type TextName = { [N in Name]: (typeof SETTINGS)[N] extends SettingRow<infer _> ? N : never }[Name];

const TEXT_NAMES = (Object.keys(SETTINGS) as Name[]).filter((name): name is TextName => SETTINGS[name].kind !== "binding");

const ConfigSchema = v.object(
  Object.fromEntries(TEXT_NAMES.map((name) => [name, (SETTINGS[name] as SettingRow<v.GenericSchema>).schema])) as {
    [N in TextName]: (typeof SETTINGS)[N]["schema"];
  },
);

/** Every setting and secret of the worker, parsed: numbers are numbers, defaults applied. Bindings stay on `env`. */
type Config = v.InferOutput<typeof ConfigSchema>;

// Parsed once per `env` object: workerd hands an isolate's requests the same one.
const parsed = new WeakMap<object, Config>();

/** The worker's configuration. Never throws: a value a setting does not take reads as its default. */
export function configOf(env: Partial<Env>): Config {
  let config = parsed.get(env);
  if (!config) {
    config = v.parse(ConfigSchema, env);
    parsed.set(env, config);
  }
  return config;
}

/** What each name of `Env` is (settings.ts), for the code that must treat secrets apart. */
export const ENV_NAMES = Object.fromEntries(Object.entries(SETTINGS).map(([name, row]) => [name, row.kind])) as { [N in Name]: (typeof SETTINGS)[N]["kind"] };

export type EnvSecretName = { [N in Name]: (typeof SETTINGS)[N]["kind"] extends "secret" ? N : never }[Name];

export const ENV_SECRETS = (Object.keys(SETTINGS) as Name[]).filter((name): name is EnvSecretName => (SETTINGS[name].kind as Kind) === "secret");

/** The values of every secret the worker holds (unset ones left out). */
export function envSecretValues(env: Partial<Pick<Env, EnvSecretName>>): string[] {
  return ENV_SECRETS.map((name) => env[name]).filter((value): value is string => typeof value === "string" && value !== "");
}
