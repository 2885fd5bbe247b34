import { bus, calls, closePopup, history, openPopup, type HelpSection } from '@khela/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';
import { PopupHost, preloadPopupViews } from './PopupHost';

// The popups' code is fetched on first open; here it is already in (lazy-view.test covers the wait).
beforeAll(preloadPopupViews);
beforeEach(resetShellState);
afterEach(() => jest.restoreAllMocks());

const openGame = () => act(() => openPopup('game', { url: 'https://play.test/game/1', title: 'Lucky Slots' }));

describe('PopupHost', () => {
  it('opens the named popup on a bus event and closes it on popup:close', () => {
    renderInShell(<PopupHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    openGame();
    const dialog = screen.getByRole('dialog', { name: 'Lucky Slots' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://play.test/game/1');
    act(() => closePopup('game'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a popup asked for before the host rendered', () => {
    act(() => bus.emit('popup:open', { name: 'game', props: { url: 'https://play.test/early' } }));
    renderInShell(<PopupHost />);
    expect(screen.getByRole('dialog', { name: 'Game' })).toBeInTheDocument();
  });

  it('closes with the close button but not with a click on the cover', async () => {
    renderInShell(<PopupHost />);
    openGame();
    fireEvent.click(screen.getByTestId('popup-game-cover'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scrolling while open', async () => {
    renderInShell(<PopupHost />);
    openGame();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the top popup on Escape and moves focus into the dialog', async () => {
    renderInShell(<PopupHost />);
    openGame();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves /login when its login popup is closed, so a reload does not reopen it', async () => {
    renderInShell(<PopupHost />, { path: '/login' });
    act(() => openPopup('login'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(history.location.pathname).toBe('/');
  });

  it('switches from login to register', async () => {
    renderInShell(<PopupHost />);
    act(() => openPopup('login'));
    await userEvent.click(screen.getByRole('button', { name: 'No account yet? Sign up' }));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('opens help at the terms over the register form, keeping what was typed', async () => {
    const sections: HelpSection[] = [
      { id: 1, key: 'about', title: 'About us', content: '<p>About</p>' },
      { id: 2, key: 'term', title: 'Terms', content: '<p>Rules<script>alert(1)</script></p>' },
    ];
    jest.spyOn(calls, 'help').mockResolvedValue({ ok: true, value: sections });
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    renderInShell(<PopupHost />);
    act(() => openPopup('register'));
    await userEvent.type(screen.getByLabelText('Username'), 'rahim');
    await userEvent.click(screen.getByRole('button', { name: 'Terms and conditions' }));
    const help = await screen.findByRole('dialog', { name: 'Help center' });
    expect(await screen.findByTestId('help-section-term')).toHaveTextContent('Rules');
    expect(help.querySelector('script')).toBeNull();
    expect(scrolled).toHaveBeenCalledWith('help-section-term');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByLabelText('Username')).toHaveValue('rahim');
  });
});
