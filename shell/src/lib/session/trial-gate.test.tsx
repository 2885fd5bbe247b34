import { currentToken, ModalHost, storeMemberInfo, storeToken, store } from '@khela/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';
import { openPopupsAtom } from '../popups/popup-stack';
import { FakeApi } from '@khela/shared/testing';
import { mayEnterMemberArea } from './trial-gate';

let server: FakeApi;
beforeEach(() => {
  resetShellState();
  server = new FakeApi().on('DELETE', '/wps/session/logout', { value: null });
});

const signedIn = (type: number) => {
  storeToken('tok-1');
  storeMemberInfo({ id: '7', account: 'try7k2m9x1', nickname: 'try7k2m9x1', type }, false);
};

describe('members-only places', () => {
  it('a visitor is asked to log in', () => {
    expect(mayEnterMemberArea()).toBe(false);
    expect(store.get(openPopupsAtom)).toEqual([{ name: 'login', props: {} }]);
  });

  it('a member goes on', () => {
    signedIn(0);
    expect(mayEnterMemberArea()).toBe(true);
    expect(store.get(openPopupsAtom)).toEqual([]);
  });

  it('a trial account is told a real account is needed; upgrading ends the trial and opens registration', async () => {
    signedIn(4);
    renderInShell(<ModalHost />);
    act(() => {
      expect(mayEnterMemberArea()).toBe(false);
    });
    expect(screen.getByText('A real account is needed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up for a real account' }));
    await waitFor(() => expect(store.get(openPopupsAtom)).toEqual([{ name: 'register', props: {} }]));
    expect(server.requests('DELETE', '/wps/session/logout')).toHaveLength(1);
    expect(currentToken()).toBeNull();
  });
});
