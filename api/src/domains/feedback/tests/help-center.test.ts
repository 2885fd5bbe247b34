import type { HelpSearchHit, HelpSection, OpsHelpSection } from '@khela/contracts';
import { ops } from '../../../test/operator-calls';
import { envelope, testAppForFile } from '../../../test/test-app';
import { operatorSession } from '../../operator/operator-test-kit';

const t = testAppForFile();

async function help(language: string, merchant = 'khela') {
  const response = await t.app.inject({ url: '/wps/help?device=WEB', headers: { language, merchant } });
  return envelope<HelpSection[]>(response).value;
}

async function search(q: string, language: string, merchant = 'khela') {
  const response = await t.app.inject({ url: `/wps/help/search?q=${encodeURIComponent(q)}`, headers: { language, merchant } });
  return { status: response.statusCode, ...envelope<HelpSearchHit[]>(response) };
}

describe('the demo help center', () => {
  test('real sections in Bengali and English, terms among them', async () => {
    const en = await help('en');
    expect(en.map((section) => section.title)).toEqual([
      'Deposits', 'Withdrawals', 'Bonuses and wagering', 'Account security', 'Safer gambling', 'Contact and feedback', 'Terms and conditions', 'Privacy policy',
    ]);
    const bn = await help('bn');
    expect(bn.find((section) => section.key === 'term')?.title).toBe('শর্তাবলী');
    expect(bn.find((section) => section.key === 'deposits')?.content).toContain('বিকাশ');
  });
});

describe('GET /wps/help/search', () => {
  test('finds words in bodies and titles of the page language, as text, title hits first', async () => {
    const wagering = await search('wagering', 'en');
    expect(wagering.value.map((hit) => hit.key)).toEqual(['bonuses', 'withdrawals']);
    expect(wagering.value[0]).toMatchObject({ title: 'Bonuses and wagering' });
    expect(wagering.value[1]!.excerpt).toContain('wagering');
    expect(wagering.value[1]!.excerpt).not.toContain('<');
    // Every word must appear; case does not matter.
    expect((await search('TRANSACTION id', 'en')).value.map((hit) => hit.key)).toEqual(['deposits']);
    expect((await search('বিকাশ', 'bn')).value.map((hit) => hit.key)).toEqual(['deposits', 'withdrawals']);
    expect((await search('nothing-like-this', 'en')).value).toEqual([]);
    // Markup is not text: a tag name finds nothing.
    expect((await search('ol', 'en')).value.map((hit) => hit.key)).not.toContain('deposits');
    expect((await search('', 'en')).status).toBe(400);
  });
});

describe('operators write the help center', () => {
  test('create with sanitized HTML, edit one language, hide and show, reorder; all recorded; finance may not write', async () => {
    const support = await operatorSession(t.app, 'support', 'khela2');
    const finance = await operatorSession(t.app, 'finance', 'khela2');
    const body = {
      merchant: 'khela2',
      title: { en: 'Cash <b>out</b>' },
      content: { en: '<p onclick="steal()">Withdraw within <strong>minutes</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' },
    };
    expect((await ops(t.app, 'PUT', '/ops/help-sections/cashout', body, finance.token)).status).toBe(403);
    expect(await ops(t.app, 'PUT', '/ops/help-sections/cashout', { merchant: 'khela2', title: { en: 'Only a title' } }, support.token)).toMatchObject({ status: 400, errorCode: 'help.section.empty' });
    expect(await ops(t.app, 'PUT', '/ops/help-sections/cashout', { ...body, title: { bn: 'বাংলা' } }, support.token)).toMatchObject({ status: 400, errorCode: 'help.section.language' });
    expect((await ops(t.app, 'PUT', '/ops/help-sections/Bad%20Key', body, support.token)).status).toBe(400);

    const created = await ops<OpsHelpSection>(t.app, 'PUT', '/ops/help-sections/cashout', body, support.token);
    expect(created).toMatchObject({ status: 200, value: { key: 'cashout', title: { en: 'Cash out' }, hidden: false, sortOrder: 1 } });
    expect(created.value.content.en).toBe('<p>Withdraw within <strong>minutes</strong>.</p><a rel="noopener noreferrer" target="_blank">x</a>');
    expect((await help('en', 'khela2')).map((section) => section.key)).toEqual(['term', 'cashout']);
    expect((await search('minutes', 'en', 'khela2')).value).toEqual([{ key: 'cashout', title: 'Cash out', excerpt: 'Withdraw within minutes. x' }]);

    await ops(t.app, 'PUT', '/ops/help-sections/cashout', { merchant: 'khela2', hidden: true }, support.token);
    expect((await help('en', 'khela2')).map((section) => section.key)).toEqual(['term']);
    expect((await search('minutes', 'en', 'khela2')).value).toEqual([]);
    const listed = await ops<OpsHelpSection[]>(t.app, 'GET', '/ops/help-sections?merchant=khela2', undefined, finance.token);
    expect(listed.value.map((section) => [section.key, section.hidden])).toEqual([['term', false], ['cashout', true]]);

    const edited = await ops<OpsHelpSection>(t.app, 'PUT', '/ops/help-sections/cashout', { merchant: 'khela2', hidden: false, title: { en: 'Withdrawals' } }, support.token);
    expect(edited.value).toMatchObject({ title: { en: 'Withdrawals' }, hidden: false });
    expect(edited.value.content.en).toContain('minutes');

    expect(await ops(t.app, 'POST', '/ops/help-sections/order', { merchant: 'khela2', keys: ['cashout'] }, support.token)).toMatchObject({ status: 400, errorCode: 'help.order.mismatch' });
    const ordered = await ops<OpsHelpSection[]>(t.app, 'POST', '/ops/help-sections/order', { merchant: 'khela2', keys: ['cashout', 'term'] }, support.token);
    expect(ordered.value.map((section) => section.key)).toEqual(['cashout', 'term']);
    expect((await help('en', 'khela2')).map((section) => section.key)).toEqual(['cashout', 'term']);

    const actions = await t.db.query<{ action: string; target: string }>(
      "SELECT action, target FROM operator_actions WHERE merchant_code = 'khela2' AND action LIKE 'help.%' ORDER BY id",
    );
    expect(actions).toEqual([
      { action: 'help.section.save', target: 'help:cashout' },
      { action: 'help.section.save', target: 'help:cashout' },
      { action: 'help.section.save', target: 'help:cashout' },
      { action: 'help.section.order', target: 'help' },
    ]);
    // Another brand's operator cannot touch it.
    const other = await operatorSession(t.app, 'admin', 'khela');
    expect((await ops(t.app, 'PUT', '/ops/help-sections/cashout', body, other.token)).status).toBe(403);
  });
});
