import { redirect } from "react-router";
import type { Route } from "./+types/search";

/** `/search` is an old entry point: it goes to the landing page with its query string intact. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/${search}`, 301);
}

export default function SearchRedirect() {
  return null;
}
