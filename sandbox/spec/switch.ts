/**
 * The spec-only switch: when on, the sandbox answers only the fields SPEC.md names and takes only
 * spec-shaped requests (see gate.ts), so the storefront is tried against a backend that knows
 * nothing of ours. On at start with SANDBOX_SPEC_ONLY=1; `PUT /__sandbox/spec-only` flips it, and
 * `/__sandbox/reset` puts it back to how the process started.
 */
/** SANDBOX_SPEC_ONLY=1 (or "true") starts the sandbox spec-only. */
export function specOnlyFromEnvironment(value: string | undefined): boolean {
  return value === "1" || value?.toLowerCase() === "true";
}

const atStart = specOnlyFromEnvironment(process.env.SANDBOX_SPEC_ONLY);
let on = atStart;

export function specOnly(): boolean {
  return on;
}

export function setSpecOnly(value: boolean): void {
  on = value;
}

export function resetSpecOnly(): void {
  on = atStart;
}
