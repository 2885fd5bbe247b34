import { forgetVendorLanes } from '@khela/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi } from '@khela/shared/testing';

import { Layout } from './Layout';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';

// The routed area loads federated remotes; the layout's own behaviour is what is tested here.
jest.mock('../routes/ShellRoutes', () => ({ ShellRoutes: () => <p>routed area</p> }));

beforeEach(() => {
  resetShellState();
  // The footer asks for the brand's vendors: an empty list keeps its section out of the way.
  forgetVendorLanes();
  new FakeApi().on('GET', '/lgw/games/vendors', { value: { data: { lanes: [] } } });
});

describe('Layout', () => {
  it('shows the side menu and footer on ordinary pages', () => {
    renderInShell(<Layout />, { path: '/promotions' });
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('routed area');
  });

  it.each(['/seamless', '/lottery', '/seaLottery', '/vnLottery'])('hides the side menu, its button and the footer on %s', (path) => {
    renderInShell(<Layout />, { path });
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('opens the phone drawer, moves focus in, closes on Escape and gives focus back', async () => {
    renderInShell(<Layout />);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Side menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Side menu' })).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the drawer after a navigation', async () => {
    renderInShell(<Layout />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getAllByRole('link', { name: 'Promotions' }).find((link) => screen.getByTestId('side-menu').contains(link))!);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
