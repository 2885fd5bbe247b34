import { createBrowserHistory, type History } from 'history';
import { bus } from '../bus/event-bus';

/**
 * One browser history for every React root. Each root renders its own router over this object,
 * so a navigation made in a remote is seen by the shell's routes and the other way round.
 */
export const history: History = createBrowserHistory();

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replace(to);
  else history.push(to);
}

bus.on('navigate', ({ to, replace }) => navigate(to, { replace }));
