let settle: () => void = () => undefined;
const firstAreaSettled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Called by RemoteArea once its remote has loaded (or failed): the page's own content is on its way. */
export function markAreaSettled(): void {
  settle();
}

/** After the area settles, its remote still asks for its data and pictures: on a slow phone about this long. */
const CONTENT_MS = 1500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves CONTENT_MS after the first remote area of the page has settled, at the browser's next
 * quiet moment (or after maxWaitMs in any case): what may wait until the page's content is shown
 * (the announcement popup, with its code and its sanitizer) waits for this instead of competing
 * with that content for a slow phone's network and CPU.
 */
export function afterFirstArea(maxWaitMs = 10_000): Promise<void> {
  const settled = Promise.race([firstAreaSettled.then(() => delay(CONTENT_MS)), delay(maxWaitMs)]);
  return settled.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 0);
      }),
  );
}
