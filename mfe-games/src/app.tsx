import { createRemoteApp } from '@khela/shared';
import bn from './locales/bn.json';
import en from './locales/en.json';
import { GamesRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'games', release: KHELA_RELEASE, messages: { bn, en }, Root: GamesRoutes });
