import { createElement, use, type ComponentType } from "react";

/** A dialog whose code is a chunk of its own, fetched on its opener's intent or on the press. */
export interface LazyDialog<P extends object> {
  /** The dialog: rendered at once once its chunk is here, else suspending until it is. */
  Dialog: ComponentType<P>;
  /** Starts fetching the chunk (once; a failed fetch is tried again on the next call). */
  preload(): Promise<void>;
  /** Whether the chunk is here, so the dialog opens in the press's own frame. */
  loaded(): boolean;
}

export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyDialog<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let component: ComponentType<P> | null = null;
  const fetchChunk = () =>
    (pending ??= load().then(
      (module) => ((component = module.default), module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  // Not React.lazy: that suspends on its first render even when the chunk came long before.
  function Dialog(props: P) {
    return createElement(component ?? use(fetchChunk()).default, props);
  }
  return { Dialog, preload: () => fetchChunk().then(() => undefined), loaded: () => component !== null };
}
