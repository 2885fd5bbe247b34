import { announcementsAtom, calls } from '@khela/shared';
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { HomeRoutes, homePaths } from './routes';
import { renderHome } from './testing/render-home';

beforeEach(() => {
  jest.spyOn(calls, 'notices').mockResolvedValue({ ok: true, value: [] });
});

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
