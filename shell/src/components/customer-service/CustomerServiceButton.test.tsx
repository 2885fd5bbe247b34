import { configAtom, store, type CustomerServiceEntry } from '@khela/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, resetShellState, testConfig } from '@/testing/render-in-shell';
import { CustomerServiceButton } from './CustomerServiceButton';

// The paths arrive encrypted; decryption has its own tests in shared. Here the "ciphertext" is the URL.
jest.mock('@khela/shared', () => ({ ...jest.requireActual('@khela/shared'), decryptCsPath: jest.fn(async (path: string) => path) }));

function withEntries(entries: CustomerServiceEntry[]): void {
  const config = testConfig();
  store.set(configAtom, { ...config, info: { ...config.info, customerService: entries } });
}

const livechat: CustomerServiceEntry = { csType: 'LIVECHAT', csPosition: 1, path: 'https://chat.test/live' };
const telegram: CustomerServiceEntry = { csType: 'TELEGRAM', csPosition: 2, path: 'https://t.me/help' };

beforeEach(resetShellState);
afterEach(() => jest.restoreAllMocks());

describe('CustomerServiceButton', () => {
  it('opens the chat directly when there is one entry', async () => {
    withEntries([livechat]);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderInShell(<CustomerServiceButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('https://chat.test/live', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
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
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Live chat', 'Telegram']);
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
