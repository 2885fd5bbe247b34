// The remote's entry, exposed as `./app`: single-spa lifecycles around the lottery routes.
import { createRemoteApp } from '@khela/shared';
import bn from '@/locales/bn.json';
import en from '@/locales/en.json';
import { LotteryRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'lottery', release: KHELA_RELEASE, messages: { bn, en }, Root: LotteryRoutes });
