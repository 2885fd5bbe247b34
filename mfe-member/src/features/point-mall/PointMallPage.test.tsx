import { bus } from '@khela/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAsMember, renderMember } from '@/testing/render-member';
import { pointMallPaths } from './point-mall-calls';
import { FakePointMallApi, mallItem, pointsEntry, redemption, tshirt } from './point-mall-test-support';
import { PointMallPage } from './PointMallPage';

let api: FakePointMallApi;

const openAsMember = async (language: 'en' | 'bn' = 'en') => {
  renderAsMember(<PointMallPage />, { path: '/pointMall', language });
  await screen.findByTestId('mall-item-1');
};
const card = (id: string) => within(screen.getByTestId(`mall-item-${id}`));

describe('the points mall', () => {
  it('shows the points, the rewards with stock and caps, and each tab', async () => {
    api = new FakePointMallApi();
    await openAsMember();
    expect(await screen.findByText('2,350 points')).toBeInTheDocument();
    expect(screen.getByText('Earned in all: 3,850 · Spent in all: 1,500', { exact: false })).toBeInTheDocument();
    expect(card('1').getByText('৳10.00 bonus')).toBeInTheDocument();
    expect(card('1').getByText('Always in stock')).toBeInTheDocument();
    expect(card('3').getByText('20 left')).toBeInTheDocument();
    expect(card('3').getByText('You can redeem 1 more today')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Redeem', 'Redeem history', 'Points details', 'Rules']);

    await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    expect(await screen.findByText('In Process')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    expect(await screen.findByText('Earned from bets: RNG')).toBeInTheDocument();
    expect(screen.getByText('+12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(screen.getByText('Points never expire.')).toBeInTheDocument();
    expect(screen.getByText('SPORTS: 0.5 points per ৳100.00 of valid bet')).toBeInTheDocument();
    expect(screen.getByText('100 points convert to ৳1.00, at least 1,000 points at a time.')).toBeInTheDocument();
  });

  it('redeem history shows every status, with the reason of a rejection', async () => {
    api = new FakePointMallApi({ history: [redemption({ id: '13', status: 'REJECTED', reason: 'out of stock' }), redemption({ id: '12', status: 'APPROVED' }), redemption()] });
    await openAsMember();
    await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const table = await screen.findByRole('table', { name: 'Your redemptions' });
    expect(within(table).getByText('Rejected — Rejected: out of stock')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByText('In Process')).toBeInTheDocument();
  });

  it('redeems goods with a delivery address, sealed; the focus moves into the popup and to the outcome', async () => {
    api = new FakePointMallApi();
    api.on('POST', pointMallPaths.redeem, { value: { redemption: redemption(), balance: 1_850 } });
    await openAsMember();
    await screen.findByText('2,350 points');
    await userEvent.click(card('3').getByRole('button', { name: 'Redeem Khela T-shirt' }));
    const dialog = await screen.findByTestId('redeem-dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveFocus());
    expect(within(dialog).getByText(/Your points after: 1,850/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(within(dialog).getAllByText('Fill in this field.')).toHaveLength(3);
    expect(api.requests('POST', pointMallPaths.redeem)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rahim Uddin');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '+8801711000000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'House 1, Road 2, Dhaka');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));

    const outcome = await screen.findByText('Redeemed Khela T-shirt for 500 points. We will ship it after review: see Redeem history.');
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.queryByTestId('redeem-dialog')).not.toBeInTheDocument();
    const [sent] = api.requests('POST', pointMallPaths.redeem);
    expect(sent?.sealed).toBe(true);
    expect(sent?.body).toEqual({ itemId: '3', quantity: 1, requestId: expect.any(String), delivery: { name: 'Rahim Uddin', phone: '+8801711000000', address: 'House 1, Road 2, Dhaka' } });
  });

  it("shows the api's refusal in the popup and keeps it open; cancel puts the focus back on the item", async () => {
    api = new FakePointMallApi({ items: [mallItem(), mallItem({ id: '2', name: '৳50 bonus cash', pointsCost: 100, stock: 1 })] });
    api.on('POST', pointMallPaths.redeem, { status: 409, errorCode: 'mall.item.soldOut', message: 'Sorry, that item is sold out.' });
    await openAsMember();
    const button = card('2').getByRole('button', { name: 'Redeem ৳50 bonus cash' });
    await userEvent.click(button);
    const dialog = await screen.findByTestId('redeem-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Sorry, that item is sold out.'));
    expect(within(dialog).getByRole('alert')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('caps the quantity by points and stock and says how many points are missing', async () => {
    api = new FakePointMallApi({ points: 1_200, items: [mallItem({ pointsCost: 1_000 }), mallItem({ id: '9', name: 'Pricey', pointsCost: 5_000 })] });
    await openAsMember();
    await screen.findByText('1,200 points');
    await userEvent.click(card('9').getByRole('button', { name: 'Redeem Pricey' }));
    const dialog = await screen.findByTestId('redeem-dialog');
    expect(within(dialog).getByText(/You need 3,800 more points for this/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Redeem now' })).toBeDisabled();
  });

  it('converts points to cash, sealed, in Bengali digits', async () => {
    api = new FakePointMallApi();
    api.on('POST', pointMallPaths.convert, { value: { points: 2_000, cash: 2_000, balance: 350, asBonus: false } });
    const changed = jest.fn();
    bus.on('balance:changed', changed);
    await openAsMember('bn');
    expect(await screen.findByText('২,৩৫০ পয়েন্ট')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'রূপান্তরের পয়েন্ট' });
    await userEvent.type(field, '১০৫০');
    await userEvent.click(screen.getByRole('button', { name: 'রূপান্তর করুন' }));
    expect(screen.getByText('১০০-এর গুণিতক দিন।')).toBeInTheDocument();
    expect(api.requests('POST', pointMallPaths.convert)).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '২০০০');
    await userEvent.click(screen.getByRole('button', { name: 'রূপান্তর করুন' }));
    expect(await screen.findByText('২,০০০ পয়েন্ট ৳২০.০০-এ রূপান্তর হয়েছে।')).toBeInTheDocument();
    const [sent] = api.requests('POST', pointMallPaths.convert);
    expect([sent?.sealed, sent?.body]).toEqual([true, { points: 2_000, requestId: expect.any(String) }]);
    expect(changed).toHaveBeenCalledWith({ reason: 'pointsConvert' });
    bus.off('balance:changed', changed);
  });

  it('a visitor sees the rewards and the rules; Redeem and the records ask them to log in', async () => {
    api = new FakePointMallApi({ details: [pointsEntry()] });
    const opened = jest.fn();
    bus.on('popup:open', opened);
    renderMember(<PointMallPage />, { path: '/pointMall', language: 'en' });
    await screen.findByTestId('mall-item-1');
    expect(screen.getByText('Log in to see your points and redeem them.', { exact: false })).toBeInTheDocument();
    await userEvent.click(card('1').getByRole('button', { name: 'Redeem ৳10 bonus cash' }));
    expect(opened).toHaveBeenCalledWith({ name: 'login' });
    await userEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    expect(screen.getByText('Log in to see this.', { exact: false })).toBeInTheDocument();
    expect(api.requests('GET', pointMallPaths.balance)).toHaveLength(0);
    expect(api.requests('GET', pointMallPaths.details)).toHaveLength(0);
    bus.off('popup:open', opened);
  });

  it('a sold-out item cannot be redeemed', async () => {
    api = new FakePointMallApi({ items: [mallItem(), { ...tshirt, stock: 0 }] });
    await openAsMember();
    expect(card('3').getByRole('button', { name: 'Redeem Khela T-shirt' })).toBeDisabled();
  });
});
