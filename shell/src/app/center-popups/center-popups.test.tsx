import { configAtom, history, store } from '@khela/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberMenu } from '@/app/layout/MemberMenu';
import { PopupLayer, preloadViews } from '@/lib/popups/PopupLayer';
import { logIn, renderInShell, resetShellState, testConfig } from '@/testing/render-in-shell';
import { centerPopups } from './center-popups';

// The remote draws its own pages in a root of its own (a parcel): here a stand-in root that shows
// where its router is and links on.
jest.mock('@/app/federation/RemoteArea', () => {
  const shared = jest.requireActual('@khela/shared');
  const react = jest.requireActual('react');
  const { createRoot } = jest.requireActual('react-dom/client');
  function Where() {
    return <p data-testid="remote-path">{shared.useLocation().pathname}</p>;
  }
  function RemoteArea({ remote, history: own }: { remote: string; history?: unknown }) {
    const ref = react.useRef(null);
    react.useEffect(() => {
      const root = createRoot(ref.current);
      root.render(
        <shared.HistoryRouter history={own ?? shared.history}>
          <p>remote {remote}</p>
          <Where />
          <shared.Link to="/member/depositv2">Go to deposit</shared.Link>
        </shared.HistoryRouter>,
      );
      return () => setTimeout(() => root.unmount());
    }, [own, remote]);
    return <div ref={ref} />;
  }
  return { RemoteArea };
});

const agent = { id: '9', account: 'agent01', nickname: 'Karim', type: 1 };

beforeAll(() => preloadViews(centerPopups));
beforeEach(() => resetShellState());

function renderMenu() {
  renderInShell(
    <>
      <MemberMenu />
      <PopupLayer views={centerPopups} />
    </>,
    { path: '/live' },
  );
}

async function openAccountLink(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  await userEvent.click(screen.getByRole('link', { name }));
}

describe('member and agent center popups (SPEC §2)', () => {
  it('without the switch, the member center is a page: the link goes there', async () => {
    logIn();
    renderMenu();
    await openAccountLink('My account');
    expect(history.location.pathname).toBe('/member/securityCenter');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with MEMBERCENTERPOPUP on, the member center opens over the page; its links move inside the popup; the page moving closes it', async () => {
    store.set(configAtom, testConfig({ switches: ['MEMBERCENTERPOPUP'] }));
    logIn();
    renderMenu();
    await openAccountLink('My account');
    const popup = await screen.findByRole('dialog', { name: 'Member center' });
    expect(history.location.pathname).toBe('/live');
    expect(await within(popup).findByText('remote member')).toBeInTheDocument();
    expect(within(popup).getByTestId('remote-path')).toHaveTextContent('/member/securityCenter');
    await userEvent.click(within(popup).getByRole('link', { name: 'Go to deposit' }));
    await waitFor(() => expect(within(popup).getByTestId('remote-path')).toHaveTextContent('/member/depositv2'));
    expect(history.location.pathname).toBe('/live');
    act(() => history.push('/fish'));
    expect(screen.queryByRole('dialog', { name: 'Member center' })).toBeNull();
  });

  it('with AGENTCENTERPOPUP on, an agent’s agent center opens over the page', async () => {
    store.set(configAtom, testConfig({ switches: ['AGENTCENTERPOPUP'] }));
    logIn(agent);
    renderMenu();
    await openAccountLink('Agent center');
    const popup = await screen.findByRole('dialog', { name: 'Agent center' });
    expect(await within(popup).findByText('remote agent')).toBeInTheDocument();
    expect(within(popup).getByTestId('remote-path')).toHaveTextContent('/agentHome');
    expect(history.location.pathname).toBe('/live');
    // The member center is still a page for this brand.
    await userEvent.click(within(popup).getByRole('button', { name: /close/i }));
    await openAccountLink('My account');
    expect(history.location.pathname).toBe('/member/securityCenter');
  });
});
