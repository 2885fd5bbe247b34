import { applyRewardsSummary, availablePromoCountAtom, claimableMissionCountAtom, configAtom, memberInfoAtom, onRewardsPush, openMemberSocket, store, type RewardCenterLine } from '@khela/shared';
import { FakeApi, FakeSocket, testConfig } from '@khela/shared/testing';
import { act, screen } from '@testing-library/react';
import { MemberRoutes } from '@/app/routes';
import { renderMember } from '@/testing/render-member';

const centerPath = '/wps/rewards/center';
const gift: RewardCenterLine = {
  key: 'item:11',
  itemId: '11',
  source: 'operator',
  title: 'Welcome gift',
  amountKind: 'cash',
  amount: 5_000,
  multipleX100: 0,
  status: 'claimable',
  action: 'claim',
  link: null,
  createdAt: '2026-11-20T06:00:00.000Z',
  expiresAt: '2026-12-20T06:00:00.000Z',
  claimedAt: null,
};

describe('live badges from the socket', () => {
  let stops: Array<() => void> = [];
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    act(() => applyRewardsSummary({ rewardCenter: 0, missions: 0, vip: { hasVip: false, level: 0, label: null }, bonus: { open: 0, amount: 0 }, points: 0 }));
  });

  it('a rewards push updates the nav badges and the open reward center reloads its list', async () => {
    const api = new FakeApi().on('GET', centerPath, { value: { items: [], rebate: null } }, { value: { items: [gift], rebate: null } });
    store.set(configAtom, testConfig());
    store.set(memberInfoAtom, { id: '1007', account: 'rahim01', nickname: 'Rahim', type: 0 });
    const sockets: FakeSocket[] = [];
    // What the shell does: the socket puts every typed message on the bus, live-rewards sets the atoms.
    stops.push(onRewardsPush(applyRewardsSummary));
    const client = openMemberSocket({ token: 'tok-1', url: 'ws://khela.test/ws', onBalance: () => undefined, createSocket: FakeSocket.factory(sockets) });
    stops.push(() => client.close());
    renderMember(<MemberRoutes />, { store, language: 'en', path: '/member/rewardCenter' });
    expect(await screen.findByTestId('reward-center-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('badge-rewardCenter')).not.toBeInTheDocument();

    const socket = sockets[0]!.accept();
    act(() => socket.receive({ type: 'rewards', rewardCenter: 1, missions: 2, vip: { hasVip: false, level: 0, label: null }, bonus: { open: 0, amount: 0 }, points: 0 }));
    expect(screen.getByTestId('badge-rewardCenter')).toHaveTextContent('1');
    expect(screen.getByTestId('badge-missionLeaderboard')).toHaveTextContent('2');
    expect([store.get(availablePromoCountAtom), store.get(claimableMissionCountAtom)]).toEqual([1, 2]);
    expect(await screen.findByRole('button', { name: 'Claim Welcome gift' })).toBeInTheDocument();
    expect(api.requests('GET', centerPath)).toHaveLength(2);

    // Claimed in another tab: the push takes the badge away.
    act(() => socket.receive({ type: 'rewards', rewardCenter: 0, missions: 0, vip: { hasVip: false, level: 0, label: null }, bonus: { open: 0, amount: 0 }, points: 0 }));
    expect(screen.queryByTestId('badge-rewardCenter')).not.toBeInTheDocument();
    expect(screen.queryByTestId('badge-missionLeaderboard')).not.toBeInTheDocument();
  });
});
