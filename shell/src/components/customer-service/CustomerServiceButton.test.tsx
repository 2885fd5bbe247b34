import { bus, configAtom, store, type CustomerServiceEntry } from '@khela/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, member, renderInShell, resetShellState, testConfig } from '@/testing/render-in-shell';
import { CustomerServiceButton } from './CustomerServiceButton';

// The paths arrive encrypted; decryption has its own tests in shared. Here the "ciphertext" is the URL.
jest.mock('@khela/shared', () => ({ ...jest.requireActual('@khela/shared'), decryptCsPath: jest.fn(async (path: string) => path) }));

function withEntries(entries: CustomerServiceEntry[]): void {
  const config = testConfig();
  store.set(configAtom, { ...config, info: { ...config.info, customerService: entries } });
}

const livechat: CustomerServiceEntry = { csType: 'LIVECHAT', csPosition: 1, path: '/chat' };
const telegram: CustomerServiceEntry = { csType: 'TELEGRAM', csPosition: 2, path: 'https://t.me/help' };

beforeEach(resetShellState);
afterEach(() => jest.restoreAllMocks());

describe('CustomerServiceButton', () => {
  it('opens the one entry directly: a Telegram address in a new tab', async () => {
    withEntries([telegram]);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderInShell(<CustomerServiceButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('https://t.me/help', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('opens the chat room for a member, and the login for a visitor, when live chat is the one entry', async () => {
    withEntries([livechat]);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const popups: string[] = [];
    const onOpen = ({ name }: { name: string }) => popups.push(name);
    bus.on('popup:open', onOpen);
    renderInShell(<CustomerServiceButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    logIn(member);
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    bus.off('popup:open', onOpen);
    expect(popups).toEqual(['login', 'chat']);
    expect(open).not.toHaveBeenCalled();
  });

  it('toggles a list with several entries, keeping one list open at a time', async () => {
    withEntries([telegram, livechat]);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderInShell(
      <>
        <CustomerServiceButton />
        <CustomerServiceButton variant="menu" />
      </>,
    );
    const [first, second] = await screen.findAllByRole('button', { name: 'Customer service' });
    await userEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Telegram', 'https://t.me/help']]);
    await userEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('list')).toHaveLength(1);
    await userEvent.click(second!);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows nothing when the brand has no customer service', () => {
    renderInShell(<CustomerServiceButton />);
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
  });
});
