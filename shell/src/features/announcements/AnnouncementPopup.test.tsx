import { announcementsAtom, calls, history, isPopupClosed, openPopup, store, type AnnouncementItem, type Notice } from '@khela/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';
import { PopupLayer, preloadViews } from '@/lib/popups/PopupLayer';
import { announcementPopups } from './announcement-popups';
import { loadAnnouncements, offerAnnouncementPopup } from './load-announcements';

const item = (n: number, promotionType: string | null = null): AnnouncementItem => ({ id: n, title: `Item ${n}`, content: `<p>Body ${n}</p>`, promotionType });

function withPopupItems(items: AnnouncementItem[]): void {
  store.set(announcementsAtom, { banners: [], player: [], popup: items, promotion: [] });
}

const titles = () => within(screen.getByTestId('announcement-titles')).getAllByRole('button').map((b) => b.textContent);

// The popups' code is fetched on first open; here it is already in (lazy-view.test covers the wait).
beforeAll(() => preloadViews(announcementPopups));
beforeEach(resetShellState);
afterEach(() => jest.restoreAllMocks());

describe('Announcement popup', () => {
  it('lists 9 items a page and moves through pages', async () => {
    withPopupItems(Array.from({ length: 20 }, (_, i) => item(i + 1)));
    renderInShell(<PopupLayer views={announcementPopups} />);
    act(() => openPopup('announcement'));
    expect(titles()).toHaveLength(9);
    expect(titles()[0]).toBe('Item 1');
    // The body is shown once the HTML sanitizer (fetched on first use) has arrived.
    await waitFor(() => expect(screen.getByTestId('announcement-detail')).toHaveTextContent('Body 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Item 19', 'Item 20']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(titles()[0]).toBe('Item 10');
    await userEvent.click(screen.getByRole('button', { name: 'Item 12' }));
    expect(screen.getByTestId('announcement-detail')).toHaveTextContent('Body 12');
  });

  it('offers go-to-promotion only for promotion items; it opens that promotion and closes', async () => {
    withPopupItems([item(1), item(2, 'WELCOME_BONUS')]);
    renderInShell(<PopupLayer views={announcementPopups} />);
    act(() => openPopup('announcement'));
    expect(screen.queryByRole('button', { name: 'Go to promotion' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Item 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to promotion' }));
    expect(history.location.pathname).toBe('/promotions/WELCOME_BONUS');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is offered once a session: closed, it is not shown again', async () => {
    withPopupItems([item(1)]);
    renderInShell(<PopupLayer views={announcementPopups} />);
    act(() => offerAnnouncementPopup(false));
    expect(screen.getByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(isPopupClosed('ANONYMOUS_POPUP')).toBe(true);
    act(() => offerAnnouncementPopup(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A member has a flag of their own.
    act(() => offerAnnouncementPopup(true));
    expect(screen.getByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('loads execution B for visitors and A for members at start, and opens only with items', async () => {
    const announcements = jest.spyOn(calls, 'announcements').mockResolvedValue({ ok: true, value: { banners: [], player: [], popup: [], promotion: [] } });
    renderInShell(<PopupLayer views={announcementPopups} />);
    await act(() => loadAnnouncements({ loggedIn: false, offerPopup: true }));
    expect(announcements).toHaveBeenLastCalledWith('B');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    announcements.mockResolvedValue({ ok: true, value: { banners: [], player: [], popup: [item(7)], promotion: [] } });
    await act(() => loadAnnouncements({ loggedIn: true, offerPopup: true }));
    expect(announcements).toHaveBeenLastCalledWith('A');
    expect(screen.getByRole('dialog', { name: 'Announcements' })).toHaveTextContent('Item 7');
  });
});

describe('Notice popup', () => {
  it('opens on the chosen item, on its page, without a promotion button', async () => {
    const notices: Notice[] = Array.from({ length: 30 }, (_, i) => ({ id: i, title: `Notice ${i}`, content: `<p>Text ${i}</p>` }));
    jest.spyOn(calls, 'notices').mockResolvedValue({ ok: true, value: notices });
    renderInShell(<PopupLayer views={announcementPopups} />);
    act(() => openPopup('notice', { index: 12 }));
    expect(await screen.findByTestId('announcement-detail')).toHaveTextContent('Text 12');
    expect(titles()[0]).toBe('Notice 9');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Range 1: the two ends and the current page.
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '4']);
    expect(screen.queryByRole('button', { name: 'Go to promotion' })).not.toBeInTheDocument();
  });
});
