import type { BonusRecord } from '@khela/shared';
import { ModalHost, type Language } from '@khela/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeMemberApi } from '@/testing/fake-member-api';
import { renderAsMember } from '@/testing/render-member';
import { BonusDetailsPage } from './BonusDetailsPage';

const BONUSES = '/wps/rewards/bonuses';

function bonus(overrides: Partial<BonusRecord> = {}): BonusRecord {
  return {
    id: '11',
    title: 'Welcome bonus',
    source: 'campaign',
    amount: 10_000,
    requirement: 100_000,
    wagered: 25_000,
    progressPct: 25,
    balance: 8_000,
    held: 0,
    categories: ['RNG', 'LIVE'],
    scope: null,
    activatedAt: '2024-05-01T04:00:00.000Z',
    expiresAt: '2024-05-08T04:00:00.000Z',
    status: 'active',
    closedAt: null,
    closeReason: null,
    converted: 0,
    forfeited: 0,
    ...overrides,
  };
}
const page = (records: BonusRecord[]) => ({ value: { records, pageNo: 1, pageSize: 50, total: records.length, totalPages: 1 } });

function render(language: Language = 'en') {
  return renderAsMember(
    <>
      <BonusDetailsPage />
      <ModalHost />
    </>,
    { language, path: '/member/bonusDetails' },
  );
}

let api: FakeMemberApi;

describe('bonusDetails', () => {
  it('shows every bonus with amount, what it holds, requirement, progress, expiry and status', async () => {
    api = new FakeMemberApi()
      .withMember()
      .on('GET', BONUSES, page([bonus(), bonus({ id: '10', title: 'Reload bonus', status: 'converted', progressPct: 100, wagered: 100_000, balance: 0, converted: 12_000, closeReason: 'wagering', categories: [] })]));
    render();
    const list = within(await screen.findByRole('list', { name: 'Bonus details' }));
    const [open, done] = list.getAllByTestId('bonus-card');
    expect(open).toHaveTextContent('Welcome bonus');
    expect(open).toHaveTextContent('In play');
    expect(open).toHaveTextContent('Bonus৳100.00');
    expect(open).toHaveTextContent('Holds now৳80.00');
    expect(open).toHaveTextContent('Wagering required৳1,000.00');
    expect(open).toHaveTextContent('Bets that countSlots, Live casino');
    // 04:00 UTC is 10:00 in Dhaka.
    expect(open).toHaveTextContent('Expires08/05/2024, 10:00');
    expect(within(open!).getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(open).toHaveTextContent('৳250.00 of ৳1,000.00 wagered (25%)');
    expect(within(open!).getByRole('button', { name: 'Give up this bonus' })).toBeEnabled();
    expect(done).toHaveTextContent('Completed');
    expect(done).toHaveTextContent('Paid to your balance৳120.00');
    expect(done).toHaveTextContent('EndedWagering met: the money moved to your balance');
    expect(done).toHaveTextContent('All games');
    expect(within(done!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('in Bengali, with Bengali digits', async () => {
    api = new FakeMemberApi().withMember().on('GET', BONUSES, page([bonus({ status: 'queued', expiresAt: null, activatedAt: null })]));
    render('bn');
    const card = within((await screen.findAllByTestId('bonus-card'))[0]!);
    expect(card.getByTestId('bonus-status')).toHaveTextContent('অপেক্ষায়');
    expect(card.getByText('আগের বোনাস শেষ হলে শুরু হবে')).toBeInTheDocument();
    expect(card.getByText(/২৫%/)).toBeInTheDocument();
    expect(card.getByText('৳১০০.০০')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    api = new FakeMemberApi().withMember().on('GET', BONUSES, page([bonus()]), page([]));
    render();
    await screen.findByRole('list', { name: 'Bonus details' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Expired');
    expect(await screen.findByText('No bonuses here yet.')).toBeInTheDocument();
    expect(api.requests('GET', BONUSES).map((request) => request.query.get('status'))).toEqual([null, 'expired']);
  });

  it('gives a bonus up only after a confirmation that repeats the amount; the outcome takes the focus', async () => {
    api = new FakeMemberApi()
      .withMember()
      .on('GET', BONUSES, page([bonus()]), page([bonus({ status: 'forfeited', balance: 0, forfeited: 8_000, closeReason: 'player' })]))
      .on('POST', `${BONUSES}/11/forfeit`, { value: bonus({ status: 'forfeited', balance: 0 }) });
    render();
    const button = await screen.findByRole('button', { name: 'Give up this bonus' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Give up this bonus?' });
    expect(dialog).toHaveTextContent('Welcome bonus: the ৳80.00 it holds and what it has won will be gone for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('POST', `${BONUSES}/11/forfeit`)).toHaveLength(0);

    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Give it up' }));
    expect(await screen.findByText('Welcome bonus was given up.')).toHaveFocus();
    expect(api.bodyOf('POST', `${BONUSES}/11/forfeit`)).toEqual({ confirm: true });
    await waitFor(() => expect(screen.getByTestId('bonus-status')).toHaveTextContent('Given up'));
    expect(screen.getByTestId('bonus-card')).toHaveTextContent('EndedYou gave it up');
    expect(screen.queryByRole('button', { name: 'Give up this bonus' })).not.toBeInTheDocument();
  });

  it('says why a forfeit failed, in the server’s words', async () => {
    api = new FakeMemberApi()
      .withMember()
      .on('GET', BONUSES, page([bonus()]))
      .on('POST', `${BONUSES}/11/forfeit`, { status: 409, errorCode: 'bonus.notOpen', message: 'This bonus is already closed.' });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Give up this bonus' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Give it up' }));
    expect(await screen.findByText('This bonus is already closed.')).toHaveFocus();
  });
});
