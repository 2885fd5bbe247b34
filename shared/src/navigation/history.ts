import { createBrowserHistory, createMemoryHistory, type History } from 'history';
import { bus } from '../bus/event-bus';

/**
 * One browser history for every React root. Each root renders its own router over this object,
 * so a navigation made in a remote is seen by the shell's routes and the other way round. Outside a
 * browser (a first frame's server render) there is no page address: a memory history stands in.
 */
export const history: History = typeof window === 'undefined' ? createMemoryHistory() : createBrowserHistory();

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replace(to);
  else history.push(to);
}

bus.on('navigate', ({ to, replace }) => navigate(to, { replace }));
