import { testAppForFile } from '../../test/test-app';
import { parseOperatorCommand } from '../operator-command';
import type { RewardsCommand } from '../rewards/rewards-command';

const parse = (argv: string[]) => parseOperatorCommand(argv) as RewardsCommand;

describe('operator feedback and help-center', () => {
  const t = testAppForFile();

  test('feedback list and show read on either; reply is the server’s (recorded under the operator)', async () => {
    const list = parse(['feedback', 'list', '--status', 'pending', '--merchant', 'khela2']);
    expect(list.http).toEqual({ method: 'GET', path: '/ops/feedback?merchant=khela2&pageNo=1&pageSize=20&status=PENDING' });
    expect(await list.database!(t.db)).toMatchObject({ records: [], total: 0 });
    expect(parse(['feedback', 'show', '12']).http).toEqual({ method: 'GET', path: '/ops/feedback/12?merchant=khela' });
    await expect(parse(['feedback', 'show', '999999']).database!(t.db)).rejects.toMatchObject({ errorCode: 'feedback.unknown' });
    const reply = parse(['feedback', 'reply', '12', '--text', 'Fixed, thank you']);
    expect(reply.http).toEqual({ method: 'POST', path: '/ops/feedback/12/reply', body: { merchant: 'khela', reply: 'Fixed, thank you' } });
    expect(reply.database).toBeUndefined();
  });

  test('help-center set, hide, order on the database as system, recorded', async () => {
    const set = parse(['help-center', 'set', 'vip-club', '--title-en', 'VIP club', '--content-en', '<p>Levels <img src=x onerror=alert(1)></p>', '--merchant', 'khela2']);
    expect(set.http).toMatchObject({ method: 'PUT', path: '/ops/help-sections/vip-club', body: { merchant: 'khela2', title: { en: 'VIP club' } } });
    expect(await set.database!(t.db)).toMatchObject({ key: 'vip-club', title: { en: 'VIP club' }, content: { en: '<p>Levels <img src="x" /></p>' }, hidden: false });
    expect(await parse(['help-center', 'hide', 'vip-club', '--merchant', 'khela2']).database!(t.db)).toMatchObject({ hidden: true });
    const ordered = (await parse(['help-center', 'order', 'vip-club,term', '--merchant', 'khela2']).database!(t.db)) as Array<{ key: string }>;
    expect(ordered.map((section) => section.key)).toEqual(['vip-club', 'term']);
    const actions = await t.db.query<{ action: string; operator_name: string }>("SELECT action, operator_name FROM operator_actions WHERE merchant_code = 'khela2' AND action LIKE 'help.%' ORDER BY id");
    expect(actions.map((row) => `${row.operator_name}:${row.action}`)).toEqual(['system:help.section.save', 'system:help.section.save', 'system:help.section.order']);
  });

  test.each([
    [['feedback'], /feedback needs one of: list, show, reply/],
    [['feedback', 'list', '--status', 'OPEN'], /--status/],
    [['feedback', 'show', 'abc'], /one feedback ID/],
    [['feedback', 'reply', '3'], /--text/],
    [['help-center', 'set', 'Bad Key', '--title-en', 'x'], /KEY/],
    [['help-center', 'set', 'faq'], /needs a --title/],
    [['help-center', 'order'], /KEY,KEY/],
  ])('%p is refused: %p', (argv, message) => {
    expect(() => parse(argv)).toThrow(message);
  });
});
