import { bus, gameMenusAtom } from '@khela/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAsMember } from '@/testing/render-member';
import { FakeMemberApi, type SeenRequest } from '@/testing/fake-member-api';
import { ManualRebatePage } from './ManualRebatePage';
import type { RebateClaim, RebatePage } from './rebate-calls';

function rebatePage(overrides: Partial<RebatePage> = {}): RebatePage {
  return {
    vipLevel: 2,
    lines: [
      { gameType: 'LIVE', vendorCode: '', validBet: 40_000, ratePpm: 1_500, amount: 60 },
      { gameType: 'RNG', vendorCode: '', validBet: 4_333_300, ratePpm: 3_000, amount: 12_999 },
      { gameType: 'RNG', vendorCode: 'JILI', validBet: 20_001, ratePpm: 5_000, amount: 100 },
    ],
    total: 13_159,
    minClaim: 100,
    dailyCap: 50_000,
    claimedToday: 1_000,
    claimable: 13_159,
    multipleX100: 0,
    autoDaily: false,
    blockedBy: null,
    excluded: null,
    refusal: null,
    ...overrides,
  };
}

function claimRecord(overrides: Partial<RebateClaim> = {}): RebateClaim {
  return {
    id: '7',
    kind: 'manual',
    day: '2024-05-01',
    vipLevel: 2,
    validBet: 4_393_301,
    total: 13_159,
    paid: 13_159,
    multipleX100: 0,
    grantId: null,
    createdAt: '2024-05-01T04:30:00.000Z',
    lines: rebatePage().lines,
    ...overrides,
  };
}

const claimsOf = (records: RebateClaim[]) => ({ value: { records, pageNo: 1, pageSize: 10, total: records.length, totalPages: 1 } });

function renderPage(language: 'en' | 'bn' = 'en') {
  return renderAsMember(<ManualRebatePage />, { language, path: '/member/manualRebate' });
}

describe('manualRebate', () => {
  it("names a vendor with its own rate as the brand's menus name it, in Bengali too", async () => {
    new FakeMemberApi().on('GET', '/wps/rewards/rebate', { value: rebatePage() }).on('GET', '/wps/rewards/rebate/claims', claimsOf([]));
    renderAsMember(<ManualRebatePage />, {
      language: 'bn',
      path: '/member/manualRebate',
      prepare: (store) => store.set(gameMenusAtom, [{ gameType: 'RNG', vendors: [{ vassalage: 'JILI', displayName: 'JILI Games', gameType: 'RNG' }] }]),
    });
    const table = await screen.findByRole('table');
    const names = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names[2]).toContain('JILI Games');
    expect(names[2]).not.toMatch(/^[^·]*· JILI$/);
  });

  it('shows a line per category and vendor, the totals and limits, claims once and adds the claim to the history', async () => {
    const changed = jest.fn();
    bus.on('balance:changed', changed);
    const claims: SeenRequest[] = [];
    new FakeMemberApi()
      .on('GET', '/wps/rewards/rebate', { value: rebatePage() }, { value: rebatePage({ lines: [], total: 0, claimable: 0, claimedToday: 14_159, refusal: 'belowMinimum' }) })
      .on('GET', '/wps/rewards/rebate/claims', claimsOf([]), claimsOf([claimRecord()]))
      .on('POST', '/wps/rewards/rebate/claim', (request) => {
        claims.push(request);
        return { value: claimRecord() };
      });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Rebate by game category' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Live casino', '৳400.00', '0.15%', '৳0.60'],
      ['Slots', '৳43,333.00', '0.30%', '৳129.99'],
      ['Slots · JILI', '৳200.01', '0.50%', '৳1.00'],
    ]);
    const totals = screen.getByTestId('rebate-totals');
    expect(within(totals).getByText('Daily limit (VIP 2)').nextSibling).toHaveTextContent('৳500.00');
    expect(within(totals).getByText('Claimed today').nextSibling).toHaveTextContent('৳10.00');
    expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('৳131.59');
    expect(await screen.findByText('You have not claimed a rebate yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Claim ৳131.59' }));
    expect(await screen.findByText('৳131.59 rebate added to your balance.')).toBeInTheDocument();
    expect(claims).toHaveLength(1);
    expect((claims[0]!.body as { requestId: string }).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(changed).toHaveBeenCalledWith({ reason: 'rebate' });
    // The page reads again: nothing left, the button off with its reason; the claim is in the history.
    const button = await screen.findByRole('button', { name: 'Claim ৳0.00' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You can claim once your rebate reaches ৳1.00.');
    const history = await screen.findByRole('list', { name: 'Claim history' });
    expect(within(history).getByText('Rebate claimed')).toBeInTheDocument();
    expect(within(history).getByText('৳43,333.00 × 0.30% = ৳129.99')).toBeInTheDocument();
  });

  it('names the first-deposit bonus that blocks the claim and the bets it left out, in Bengali digits', async () => {
    new FakeMemberApi()
      .on('GET', '/wps/rewards/rebate', {
        value: rebatePage({
          refusal: 'blocked',
          claimable: 0,
          blockedBy: { grantId: '9', title: 'স্বাগতম বোনাস', amount: 10_000, wagered: 12_500, requirement: 30_000 },
          excluded: { bets: 12, validBet: 240_000 },
        }),
      })
      .on('GET', '/wps/rewards/rebate/claims', claimsOf([claimRecord({ kind: 'auto', total: 80_000, paid: 50_000 })]));
    renderPage('bn');

    const notice = await screen.findByTestId('rebate-blocked');
    expect(notice).toHaveTextContent('“স্বাগতম বোনাস” (৳১০০.০০) বাজি চলছে: ৳৩০০.০০-এর মধ্যে ৳১২৫.০০');
    expect(notice).toHaveTextContent('১২টি বাজি (৳২,৪০০.০০) রিবেট পায় না');
    const button = screen.getByRole('button', { name: '৳০.০০ দাবি করুন' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('আপনার বোনাস “স্বাগতম বোনাস” শেষ হলে রিবেট খুলবে।');
    expect(screen.getByText('দৈনিক সীমা (VIP ২)')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'দাবির ইতিহাস' });
    expect(within(history).getByText('রাতের রিবেট')).toBeInTheDocument();
    expect(within(history).getByText('৳৮০০.০০-এর মধ্যে ৳৫০০.০০ দেওয়া হয়েছে')).toBeInTheDocument();
  });

  it('shows the api’s translated refusal when the claim is refused after all, and keeps the button', async () => {
    new FakeMemberApi()
      .on('GET', '/wps/rewards/rebate', { value: rebatePage() })
      .on('GET', '/wps/rewards/rebate/claims', claimsOf([]))
      .on('POST', '/wps/rewards/rebate/claim', { status: 409, errorCode: 'rebate.cap.reached', message: 'You have reached today’s rebate limit of ৳500.00. Claim again tomorrow.' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim ৳131.59' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have reached today’s rebate limit of ৳500.00.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim ৳131.59' })).toBeEnabled());
  });

  it('says when nothing is there yet, and that rebate is paid as a bonus when the brand sets wagering', async () => {
    new FakeMemberApi()
      .on('GET', '/wps/rewards/rebate', { value: rebatePage({ lines: [], total: 0, claimable: 0, refusal: 'belowMinimum', multipleX100: 150, autoDaily: true }) })
      .on('GET', '/wps/rewards/rebate/claims', claimsOf([]));
    renderPage();
    expect(await screen.findByText('No valid bets since your last claim yet. Play and your rebate shows here.')).toBeInTheDocument();
    expect(screen.getByText('Rebate is paid as a bonus with 1.50× wagering.')).toBeInTheDocument();
    expect(screen.getByText('Anything left unclaimed is claimed for you every night at 00:30.')).toBeInTheDocument();
  });
});
