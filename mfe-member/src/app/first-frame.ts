// The member center's first frame (docs/adr/0020): a member page's first screen (the center's
// navigation, the page's title and introduction, the skeletons of what its calls bring), drawn by
// the api into index.html for a tab that holds a session. Built for node beside the browser bundle
// (webpack.config.ts).
import { createFirstFrame } from '@khela/shared/first-frame';
import { bn, en } from '@/locales/catalogue';
import { memberPageIds } from './center/member-page-ids';
import { MemberRoutes } from './routes';

const pagePaths = new Set<string>(memberPageIds.map((id) => `/member/${id}`));

export const { renderFirstFrame } = createFirstFrame({ name: 'member', messages: { bn, en }, Root: MemberRoutes, pathFor: (pathname) => (pagePaths.has(pathname) ? pathname : null) });
