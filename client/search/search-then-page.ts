/** How a results page reaches its page of proposals, whatever the product. */
interface SearchSteps<Page> {
  /** The search the URL names (a page, a sort or a filter of a search already made), or null. */
  searchId: string | null;
  /** CreateSearch: the new search's id, or null when the backend made none. */
  create(): Promise<string | null>;
  /** RetrieveProposals of a search. */
  retrieve(searchId: string): Promise<Page>;
  /** The backend answered SEARCH_NOT_FOUND: it no longer knows the search. */
  notFound(page: Page): boolean;
}

/**
 * The page of the URL's search, or of a new one when the URL names none. A search the backend no
 * longer knows (the URL is old) is made again, once, transparently. Null: no search could be made.
 */
export async function pageOfSearch<Page>(steps: SearchSteps<Page>): Promise<Page | null> {
  const searchId = steps.searchId ?? (await steps.create());
  if (!searchId) return null;
  const page = await steps.retrieve(searchId);
  if (!steps.searchId || !steps.notFound(page)) return page;
  const again = await steps.create();
  return again ? steps.retrieve(again) : null;
}
