import { createRemoteApp } from '@khela/shared';
import bn from './locales/bn.json';
import en from './locales/en.json';
import { MemberRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'member', release: KHELA_RELEASE, messages: { bn, en }, Root: MemberRoutes });
