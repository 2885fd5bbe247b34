// The remote's entry, exposed as `./app`: single-spa lifecycles around the games routes.
import { createRemoteApp } from '@khela/shared';
import bn from '@/locales/bn.json';
import en from '@/locales/en.json';
import { GamesRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'games', release: KHELA_RELEASE, messages: { bn, en }, Root: GamesRoutes });
