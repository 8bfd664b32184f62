/**
 * Query parameters read the way the backend SPEC.md names reads them (ASP.NET Core's model
 * binding): a key's name is matched without regard to case, and a simple parameter takes the
 * first value given under any spelling of it. `?cartid=A&cartId=B` binds `cartId` to `A`. The
 * sandbox binds like this so a test can see what a real backend would do with a query the edge
 * passed on.
 */

/** Every value given under any spelling of `name`, in the order sent. */
export function boundQueryValues(url: string | URL, name: string): string[] {
  const wanted = name.toLowerCase();
  return [...new URL(url).searchParams].filter(([key]) => key.toLowerCase() === wanted).map(([, value]) => value);
}

/** The value a simple parameter `name` binds to: the first under any spelling, or undefined. */
export function boundQueryValue(url: string | URL, name: string): string | undefined {
  return boundQueryValues(url, name)[0];
}
