import { isDevHost } from "./dev/dev-host";

/**
 * The worker's ENVIRONMENT values that mean "a developer's or a test's machine". Anything else,
 * an unset or misspelt value included, behaves as production: a deploy that forgets its
 * environment gets the closed doors, never the local conveniences.
 */
export function isLocalEnvironment(environment: string | undefined): boolean {
  return environment === "local" || environment === "test";
}

/**
 * Whether a developer's loopback conveniences (ops without a token, `ff.*` flag overrides, the
 * developer tools, deliberate errors) apply: only on a loopback hostname of a local or test run.
 */
export function devExemptionsApply(hostname: string, environment: string | undefined): boolean {
  return isLocalEnvironment(environment) && isDevHost(hostname);
}
