import { announcementsAtom, calls, gameCalls } from '@khela/shared';
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { HomeRoutes, homePaths } from './routes';
import { forgetHomeCaches, ok } from '@/testing/game-fixtures';
import { renderHome } from '@/testing/render-home';

beforeEach(() => {
  forgetHomeCaches();
  jest.spyOn(calls, 'noticePopular').mockResolvedValue({ ok: true, value: { notices: [], popular: [] } });
  jest.spyOn(gameCalls, 'winners').mockReturnValue(ok({ list: [] }));
  jest.spyOn(gameCalls, 'hotGames').mockReturnValue(ok({ list: [] }));
  jest.spyOn(gameCalls, 'hotMatches').mockReturnValue(ok({ list: [] }));
});
afterEach(() => jest.restoreAllMocks());

function storeWithAnnouncements() {
  const store = createStore();
  store.set(announcementsAtom, { banners: [], player: [], popup: [], promotion: [] });
  return store;
}

describe('home routes', () => {
  it.each(homePaths)('shows the home page at %s', async (path) => {
    renderHome(<HomeRoutes />, { path, store: storeWithAnnouncements(), language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Winners board' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hot matches' })).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('shows nothing of its own on a path it does not own', () => {
    renderHome(<HomeRoutes />, { path: '/member', store: storeWithAnnouncements() });
    expect(screen.queryByTestId('home-page')).not.toBeInTheDocument();
  });

  it('speaks Bengali by default and English when chosen', async () => {
    const { unmount } = renderHome(<HomeRoutes />, { path: '/', store: storeWithAnnouncements() });
    await act(async () => undefined); // the notices answer arrives
    expect(screen.getByRole('heading', { level: 1, name: 'হোম' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'জ্যাকপট' })).toBeInTheDocument();
    unmount();
    renderHome(<HomeRoutes />, { path: '/', store: storeWithAnnouncements(), language: 'en' });
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Jackpot' })).toBeInTheDocument();
  });
});
