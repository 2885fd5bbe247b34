// The home's first frame (docs/adr/0020): its first screen, drawn by the api into index.html from
// the start-up answers. Built for node beside the browser bundle (webpack.config.ts).
import { isHomePagePath } from '@khela/shared';
import { createFirstFrame } from '@khela/shared/first-frame';
import bn from '@/locales/bn.json';
import en from '@/locales/en.json';
import { HomeRoutes } from './routes';

export const { renderFirstFrame } = createFirstFrame({ name: 'home', messages: { bn, en }, Root: HomeRoutes, pathFor: (pathname) => (isHomePagePath(pathname) ? '/' : null) });
