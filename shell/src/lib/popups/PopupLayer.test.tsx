import type { ReactElement } from 'react';
import { ModalHost, openPopup } from '@khela/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyView } from '@/lib/lazy-view';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';
import { PopupLayer, type PopupViews } from './PopupLayer';
import type { PopupViewProps } from './popup-view';

beforeEach(() => resetShellState());
afterEach(() => jest.restoreAllMocks());

function Help() {
  return <div role="dialog" aria-label="help" />;
}

describe('a popup whose code does not arrive (SPEC §8, §9)', () => {
  it('names the script chunk and its address, and its retry fetches it again and opens the popup', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunkError = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError', type: 'timeout', request: '/assets/help.1234abcd.js' });
    const load = jest.fn<Promise<(props: PopupViewProps) => ReactElement>, []>().mockRejectedValue(chunkError);
    const views: PopupViews = { help: lazyView(load) };
    renderInShell(
      <>
        <PopupLayer views={views} />
        <ModalHost />
      </>,
    );
    act(() => openPopup('help'));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Could not load script from /assets/help.1234abcd.js');
    expect(screen.queryByRole('dialog', { name: 'help' })).toBeNull();
    const failedFetches = load.mock.calls.length;
    // The network is back: the retry fetches the code again and the popup opens.
    load.mockResolvedValue(Help);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'help' })).toBeInTheDocument();
    expect(load.mock.calls.length).toBe(failedFetches + 1);
  });
});
