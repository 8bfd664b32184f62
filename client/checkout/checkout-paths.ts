/** The page that says the cart ran out (SPEC §4); it offers a new search. */
export const EXPIRED_SESSION_PATH = "/expired-session";
