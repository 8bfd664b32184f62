import { createContext, use, type ReactNode } from "react";
import { useNavigate, type NavigateFunction } from "react-router";

/**
 * React Router's `useNavigate` reads the route's context, a new object each time the router's
 * state changes (a navigation starting, a route discovered after hydration), so a component that
 * calls it renders again then, memoised or not: the twenty results cards rendered again under the
 * very tap that leaves them, on the phone's slowed CPU. The root asks once, and the function it
 * gets never changes (React Router keys it on the router and the route), so a component that
 * takes it from here renders only for its own reasons.
 *
 * It navigates from the root route: absolute paths ("/hotel-detail?…") and search-only ones
 * ("?page=2", kept on the current path) go where they would from any route; a path relative to
 * the calling route ("rooms") would not, so those keep `useNavigate`.
 */
const StableNavigateContext = createContext<NavigateFunction | null>(null);

export function StableNavigateProvider({ children }: { children: ReactNode }) {
  return <StableNavigateContext value={useNavigate()}>{children}</StableNavigateContext>;
}

export function useStableNavigate(): NavigateFunction {
  const navigate = use(StableNavigateContext);
  if (!navigate) throw new Error("useStableNavigate: no StableNavigateProvider above this component (client/root.tsx)");
  return navigate;
}
