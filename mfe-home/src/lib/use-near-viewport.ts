import { useNearViewport } from '@khela/shared';

/**
 * How far below the fold a home section starts loading: its data is there by the time the reader
 * scrolls to it. The sections are stacked one under the other, so one that only touches that line
 * already counts (the observer would not call again as it scrolls further in).
 */
const lookAhead = '400px 0px';

/**
 * True once a home section comes near the viewport (and from then on). Below-the-fold sections
 * wait for it, so the first load spends the network on the banner and the first game tiles.
 */
export function useNearHomeViewport<E extends Element>() {
  return useNearViewport<E>(lookAhead, { touchingCounts: true });
}
