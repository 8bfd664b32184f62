import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { trackPageView, type NavigationKind } from "./events";
import { useTracker } from "./use-tracker";

/**
 * Page-load memory, like the tracker itself: the hook may be mounted by the app and then by the
 * error page, and one URL must still count once (React's dev double effects too).
 */
let lastTracked: string | null = null;
let previousPath: string | null = null;

/** A page view on the first load and on every client route change (path or query). */
export function usePageViews(): void {
  const tracker = useTracker();
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const url = `${pathname}${search}`;
    if (url === lastTracked) return;
    const navigation: NavigationKind = lastTracked === null ? "initial" : (navigationType.toLowerCase() as NavigationKind);
    trackPageView(tracker, { pathname, search, navigation, previousPath });
    lastTracked = url;
    previousPath = pathname;
  }, [tracker, pathname, search, navigationType]);
}
