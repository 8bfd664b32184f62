/** Longer than any search the shop writes: such a URL is someone's junk, and is not echoed back. */
const MAX_RETURN_LENGTH = 1_000;

/** Where sign-in and sign-out bring the shopper back: this page with its search, or its path alone. */
export function returnHereOf({ pathname, search }: { pathname: string; search: string }): string {
  const here = `${pathname}${search}`;
  return here.length <= MAX_RETURN_LENGTH ? here : pathname.slice(0, MAX_RETURN_LENGTH);
}

export const signInHrefOf = (location: { pathname: string; search: string }) => `/sign-in?return=${encodeURIComponent(returnHereOf(location))}`;
