import { useEffect, useState } from 'react';

/** SPEC §2: the game window's inner size, what vendors design their portrait games for. */
export const gameWidth = 440;
export const gameHeight = 750;

/** Room the window needs besides the game: its title bar and a margin on each side. */
export const windowChrome = { bar: 48, margin: 12 } as const;

/** The largest scale (at most 1) at which the game and its bar fit the viewport. */
export function fitScale(viewportWidth: number, viewportHeight: number): number {
  const across = (viewportWidth - 2 * windowChrome.margin) / gameWidth;
  const down = (viewportHeight - 2 * windowChrome.margin - windowChrome.bar) / gameHeight;
  return Math.max(0.1, Math.min(1, across, down));
}

/**
 * The game keeps its 440×750 layout on a shorter screen (a 768-pixel laptop) and is drawn smaller,
 * rather than cut off or squeezed into a shape the vendor did not design for.
 */
export function useFitScale(): number {
  const [scale, setScale] = useState(() => fitScale(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setScale(fitScale(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}
