import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';

/**
 * A React root whose renders are transitions: React renders them in slices of a few milliseconds
 * and gives the browser its turn between them (a tap, a paint), instead of one long task per render.
 * The shell's and every remote's first render on a slow phone was such a task, 200–300 ms each on
 * Lighthouse's 4× slower CPU (issue 19: total blocking time). The page the visitor sees first is
 * index.html's first frame (docs/adr/0020), so nothing waits on these renders to show the tiles.
 */
export function createTransitionRoot(container: Element | DocumentFragment, options?: RootOptions): Pick<Root, 'render' | 'unmount'> {
  const root = createRoot(container, options);
  return {
    render: (children: ReactNode) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}

/** What single-spa-react takes as ReactDOMClient: its roots are transition roots. */
export const transitionRoots = { createRoot: createTransitionRoot };
