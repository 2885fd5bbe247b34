import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { Announcements, AnnouncementItem } from '../api/wire';
import { queryClient } from '../query/query-client';
import { renderWithProviders } from '../testing/render-with-providers';
import { announcementsAtom } from './public-atoms';
import { useAnnouncements } from './use-announcements';

const item = (title: string) => ({ id: title, title, content: '' }) as unknown as AnnouncementItem;
const list = (title: string): Announcements => ({ banners: [], player: [], popup: [item(title)], promotion: [] });

function PopupTitles() {
  const announcements = useAnnouncements();
  return <p>{announcements ? announcements.popup.map((entry) => entry.title).join(',') : 'none yet'}</p>;
}

const requests = () => (global.fetch as jest.Mock).mock.calls.map(([request]) => new URL((request as Request).url).searchParams.get('execution'));

describe('useAnnouncements', () => {
  beforeEach(() => {
    queryClient.clear();
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ success: true, value: list('visitors'), message: null, errorCode: null }), { headers: { 'content-type': 'application/json' } }));
  });

  it('asks once for two readers mounted before the shell answered, and keeps the answer in the store', async () => {
    const { store } = renderWithProviders(
      <>
        <PopupTitles />
        <PopupTitles />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('visitors')).toHaveLength(2));
    expect(requests()).toEqual(['B']);
    expect(store.get(announcementsAtom)?.popup[0]?.title).toBe('visitors');
  });

  it('asks nothing when the shell has already loaded them', async () => {
    const store = createStore();
    store.set(announcementsAtom, list('from the shell'));
    renderWithProviders(<PopupTitles />, { store });
    expect(await screen.findByText('from the shell')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
