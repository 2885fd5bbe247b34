// The remote's entry, exposed as `./app`: single-spa lifecycles around the home routes.
import { createRemoteApp } from '@khela/shared';
import bn from '@/locales/bn.json';
import en from '@/locales/en.json';
import { HomeRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'home', release: KHELA_RELEASE, messages: { bn, en }, Root: HomeRoutes });
