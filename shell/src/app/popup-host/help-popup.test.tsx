import { calls, history, i18n, openPopup, type HelpSection } from '@khela/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PopupHost, preloadPopupViews } from './PopupHost';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';

beforeAll(preloadPopupViews);
beforeEach(resetShellState);
afterEach(() => jest.restoreAllMocks());

const sections: HelpSection[] = [
  { id: 1, key: 'deposits', title: 'Deposits', content: '<p>Open Deposit.</p>' },
  { id: 2, key: 'bonuses', title: 'Bonuses and wagering', content: '<p>Every bonus has a multiple.</p>' },
  { id: 3, key: 'term', title: 'Terms and conditions', content: '<p>18 or older.</p>' },
];

describe('help center popup', () => {
  it('searches the sections on the api and scrolls to the one chosen', async () => {
    jest.spyOn(calls, 'help').mockResolvedValue({ ok: true, value: sections });
    const search = jest.spyOn(calls, 'helpSearch').mockImplementation(async (q) => ({
      ok: true,
      value: q === 'wagering' ? [{ key: 'bonuses', title: 'Bonuses and wagering', excerpt: 'Every bonus has a multiple of wagering…' }] : [],
    }));
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    renderInShell(<PopupHost />);
    act(() => openPopup('help'));
    const help = within(await screen.findByRole('dialog', { name: 'Help center' }));
    const box = await help.findByRole('searchbox', { name: 'Search help' });
    expect(box).toHaveAccessibleDescription('For example: withdraw, bonus, password');

    await userEvent.type(box, 'wagering{Enter}');
    expect(search).toHaveBeenCalledWith('wagering');
    const results = within(await help.findByRole('list', { name: 'Search results' }));
    expect(help.getByText('Sections found: 1')).toBeInTheDocument();
    await userEvent.click(results.getByRole('button', { name: /Bonuses and wagering/ }));
    expect(scrolled).toHaveBeenCalledWith('help-section-bonuses');

    await userEvent.clear(box);
    await userEvent.type(box, 'casino royale');
    await userEvent.click(help.getByRole('button', { name: 'Search' }));
    expect(await help.findByText('No section matches “casino royale”.')).toBeInTheDocument();
    expect(help.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    // Nothing is asked for an empty box.
    await userEvent.clear(box);
    await userEvent.click(help.getByRole('button', { name: 'Search' }));
    expect(search).toHaveBeenCalledTimes(2);
  }, 30_000);

  it('goes on to the feedback page, in Bengali too', async () => {
    jest.spyOn(calls, 'help').mockResolvedValue({ ok: true, value: sections });
    await act(() => i18n.changeLanguage('bn'));
    renderInShell(<PopupHost />);
    act(() => openPopup('help'));
    const help = within(await screen.findByRole('dialog', { name: 'সহায়তা কেন্দ্র' }));
    expect(await help.findByRole('searchbox', { name: 'সহায়তায় খুঁজুন' })).toBeInTheDocument();
    await userEvent.click(help.getByRole('button', { name: 'মতামত পাঠান' }));
    expect(history.location.pathname).toBe('/member/feedback');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
