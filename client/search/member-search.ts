import type { AppLoadContext } from "react-router";

/**
 * The member searches (/memSearch, /hdpMemSearch) are for signed-in members: their prices are
 * members' prices, asked for with the member's bearer. A visitor who is not signed in gets a page
 * that says so and offers the brand's sign-in; nothing is searched for them.
 */
export function membersOnlyData(context: AppLoadContext) {
  return { view: "members-only" as const, signInAvailable: context.signInAvailable };
}

export const isMemberSearchPath = (pathname: string) => pathname === "/memSearch" || pathname === "/hdpMemSearch";
