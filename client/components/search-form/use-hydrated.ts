import { useEffect, useState } from "react";

/**
 * False on the server and in the first client render, true after hydration. Widgets that need
 * script (combobox, date picker) render their plain-HTML fallback until then, so the form works
 * before hydration and without JavaScript, and the first render matches the server's.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
