import { bus, currentToken, history, ModalHost, storeToken } from '@khela/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi } from '@khela/shared/testing';
import { endSession } from '@/lib/session/end-session';
import { landingAfterSignOut } from './sign-out';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';

let server: FakeApi;
beforeEach(() => {
  resetShellState();
  server = new FakeApi().on('DELETE', '/wps/session/logout', { value: null });
});

describe('sign out', () => {
  it('lands on /agent from the agent center and on home elsewhere', () => {
    expect(landingAfterSignOut('/agentHome/agentTeamOverview')).toBe('/agent');
    expect(landingAfterSignOut('/member/withdraw')).toBe('/');
  });

  it('a sign-out asked for through the bus confirms, logs out on the server and returns to /agent', async () => {
    storeToken('tok-agent');
    const loggedOut = jest.fn();
    bus.on('session:logout', loggedOut);
    renderInShell(<ModalHost />, { path: '/agentHome/agentTeamOverview' });
    act(() => bus.emit('session:signOut', { path: '/agentHome/agentTeamOverview' }));
    expect(screen.getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(history.location.pathname).toBe('/agent'));
    expect(server.requests('DELETE', '/wps/session/logout')).toHaveLength(1);
    expect(currentToken()).toBeNull();
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'user' });
    bus.off('session:logout', loggedOut);
  });

  it('cancelled, it keeps the session and calls nothing', async () => {
    storeToken('tok-agent');
    renderInShell(<ModalHost />, { path: '/agentHome/agentTeamOverview' });
    act(() => bus.emit('session:signOut', { path: '/agentHome/agentTeamOverview' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.requests('DELETE', '/wps/session/logout')).toHaveLength(0);
    expect(currentToken()).toBe('tok-agent');
  });

  it('ends the session locally even when the server cannot be reached', async () => {
    storeToken('tok-1');
    (global.fetch as jest.Mock).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await endSession();
    expect(currentToken()).toBeNull();
  });
});
