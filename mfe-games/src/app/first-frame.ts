// The game centers' first frame (docs/adr/0020): a center's first screen (its category banner,
// heading and the skeletons of its chips and tiles), drawn by the api into index.html. Built for
// node beside the browser bundle (webpack.config.ts).
import { createFirstFrame } from '@khela/shared/first-frame';
import bn from '@/locales/bn.json';
import en from '@/locales/en.json';
import { listCenters, vendorCenters } from '@/lib/centers';
import { GamesRoutes } from './routes';

const centerPaths = new Set<string>([...Object.keys(listCenters), ...Object.keys(vendorCenters)]);

export const { renderFirstFrame } = createFirstFrame({ name: 'games', messages: { bn, en }, Root: GamesRoutes, pathFor: (pathname) => (centerPaths.has(pathname) ? pathname : null) });
