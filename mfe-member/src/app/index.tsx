import { createRemoteApp } from '@khela/shared';
import { bn, en } from '@/locales/catalogue';
import { MemberRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'member', release: KHELA_RELEASE, messages: { bn, en }, Root: MemberRoutes });
