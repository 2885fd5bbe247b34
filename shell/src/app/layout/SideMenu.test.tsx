import { bus, configAtom, gameMenusAtom, history, store } from '@khela/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SideMenu } from './SideMenu';
import { logIn, renderInShell, resetShellState, testConfig } from '@/testing/render-in-shell';

beforeEach(resetShellState);

function watchPopups() {
  const opened = jest.fn();
  bus.on('popup:open', opened);
  return { opened, stop: () => bus.off('popup:open', opened) };
}

describe('SideMenu', () => {
  it('sends a visitor to the login popup instead of favourites', async () => {
    const { opened, stop } = watchPopups();
    renderInShell(<SideMenu />, { path: '/live' });
    await userEvent.click(screen.getByRole('link', { name: 'Favourites' }));
    expect(opened).toHaveBeenCalledWith({ name: 'login' });
    expect(history.location.pathname).toBe('/live');
    stop();
  });

  it('gates the member-center entries for a visitor too', async () => {
    const { opened, stop } = watchPopups();
    renderInShell(<SideMenu />);
    await userEvent.click(screen.getByRole('link', { name: 'Deposit record' }));
    expect(opened).toHaveBeenCalledWith({ name: 'login' });
    expect(history.location.pathname).toBe('/');
    stop();
  });

  it('lets a member through and tells the drawer to close', async () => {
    logIn();
    const onNavigate = jest.fn();
    const { opened, stop } = watchPopups();
    renderInShell(<SideMenu onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Favourites' }));
    expect(history.location.pathname).toBe('/favorite');
    expect(opened).not.toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalled();
    stop();
  });

  it('shows invite friends to visitors, and to members only with the referral promo', () => {
    const { unmount } = renderInShell(<SideMenu />);
    expect(screen.getByRole('link', { name: 'Invite friends' })).toBeInTheDocument();
    unmount();
    logIn();
    const second = renderInShell(<SideMenu />);
    expect(screen.queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
    second.unmount();
    store.set(configAtom, testConfig({ switches: ['REFERRAL'] }));
    renderInShell(<SideMenu />);
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/member/referral');
  });

  it('lists the game center from the game menus', () => {
    store.set(gameMenusAtom, [
      { gameType: 'FISH', vendors: [{ vassalage: 'JDB', displayName: 'JDB', gameType: 'FISH' }] },
      { gameType: 'RNG', vendors: [{ vassalage: 'PG', displayName: 'PG', gameType: 'RNG' }] },
    ]);
    renderInShell(<SideMenu />);
    const center = screen.getByRole('region', { name: 'Game center' });
    expect(within(center).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Slots', '/rng'],
      ['Fishing', '/fish'],
    ]);
    // Each category's icon before its name, decorative.
    expect(within(center).getAllByRole('link').map((link) => link.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon'))).toEqual(['game-slot', 'game-fish']);
  });

  it('has the download QR, social channels from config and a language select', () => {
    store.set(configAtom, testConfig({ resources: { socialChannels: [{ channel: 'TELEGRAM', url: 'https://t.me/khela_test' }] } }));
    renderInShell(<SideMenu />);
    expect(screen.getByRole('region', { name: 'Download the app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download the Android app/ })).toHaveAttribute('href', 'http://localhost/app?platform=android');
    const social = screen.getByRole('navigation', { name: 'Follow us' });
    expect(within(social).getAllByRole('link').map((link) => link.textContent)).toEqual(['WhatsApp', 'Facebook', 'Instagram', 'Telegram']);
    expect(within(social).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/khela_test');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});
