import { Suspense, type ReactNode } from "react";

/**
 * Server-rendered content that the browser makes live right after the rest of the page, not in
 * the page's first hydration pass: the footer, the landing's rows of destinations. React leaves a
 * boundary from the server's HTML dehydrated in that first pass and hydrates it in the next one,
 * at once if the shopper presses inside it first (the press is replayed, not lost). The shopper
 * sees the same page; what is above the fold (the header, the search form) answers sooner, and
 * the first pass is a shorter task on a slow phone. Nothing in it suspends: the boundary is only
 * the seam between the two passes.
 */
export function HydrateAfterFirstPass({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
