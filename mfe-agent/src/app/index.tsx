import { createRemoteApp } from '@khela/shared';
import bn from '@/locales/bn.json';
import en from '@/locales/en.json';
import { AgentRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'agent', release: KHELA_RELEASE, messages: { bn, en }, Root: AgentRoutes });
