import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component whose code is fetched on first use, with `preload()` to fetch it ahead. */
export interface LazyView<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  preload(): Promise<ComponentType<P>>;
}

/**
 * Like React.lazy, but a view whose code has already arrived renders at once instead of
 * suspending for one more tick (React.lazy always suspends on its first render). Each mounted
 * instance keeps the component type it started with, so it never remounts and loses its state
 * when the code arrives under it. Render it inside a <Suspense>.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  // React.lazy remembers a rejection for good: after a failed fetch, a fresh one tries again.
  const makeSuspending = () => lazy(async () => ({ default: await preload() }));
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (a phone going offline) is tried again the next time the view is used.
        pending = undefined;
        suspending = makeSuspending();
        throw error;
      },
    );
    return pending;
  };
  let suspending = makeSuspending();
  function View(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? suspending);
    return createElement(Component, props);
  }
  View.preload = preload;
  return View;
}
