/**
 * A valibot schema built on first use. Modules the browser imports for a constant or a small rule
 * (consent types, party limits) also parse things on the server; a schema built at module level
 * is a call the bundler must keep, and valibot with it. Declared as
 * `const schema = /* @__PURE__ *\/ lazySchema(() => v.object(…))`, an unused one is dropped.
 */
export function lazySchema<T>(build: () => T): () => T {
  let schema: T | undefined;
  return () => (schema ??= build());
}
