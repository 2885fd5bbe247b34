import { json } from '../../platform/db/db';
import { envelope, testAppForFile } from '../../test/test-app';
import type { AnnouncementsValue, HelpSection, Notice } from '@khela/contracts';
import { insertAnnouncement } from './messages-writer';

const t = testAppForFile();

const get = <T>(url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers }).then((r) => ({ status: r.statusCode, body: envelope<T>(r) }));

describe('GET /wps/announcements', () => {
  test('default types B,PL,PU,PR for visitors (execution B), in Bengali by default', async () => {
    const { status, body } = await get<AnnouncementsValue>('/wps/announcements?platform=W');
    expect(status).toBe(200);
    const v = body.value;
    expect(v.help).toBeUndefined();
    expect(new Set(v.banners.map((b) => b.groupName))).toEqual(
      new Set(['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget']),
    );
    expect(v.banners.find((b) => b.linkageType === 'PROMOTION')).toMatchObject({ groupName: 'w_home', linkage: 'WELCOME_BONUS' });
    expect(v.player.length).toBe(3);
    expect(v.player[0]!.title).toBe('প্রতিদিন নতুন অফার');
    expect(v.popup.map((p) => p.title)).toEqual(['নতুন সদস্যদের জন্য বোনাস', 'সাইট সম্পর্কে']);
    expect(v.popup[0]!.promotionType).toBe('WELCOME_BONUS');
    expect(v.popup[1]!.promotionType).toBeNull();
    expect(v.promotion.length).toBe(2);
  });

  test('types select the lists; H adds help; the Language header picks the text', async () => {
    const { body } = await get<AnnouncementsValue>('/wps/announcements?types=B,H&execution=B', { language: 'en' });
    expect(body.value.player).toEqual([]);
    expect(body.value.popup).toEqual([]);
    const welcome = body.value.banners.find((b) => b.groupName === 'w_home' && b.linkageType === 'PROMOTION');
    expect(welcome?.title).toBe('100% welcome bonus');
    expect(welcome?.url).toMatch(/^\/media\/banners\/.+\.svg$/);
    expect(body.value.help?.map((h) => h.key)).toContain('term');
    expect(body.value.help?.find((h) => h.key === 'term')?.title).toBe('Terms and conditions');
  });

  test('execution A gives logged-in popups, F adds the first-login ones', async () => {
    const a = await get<AnnouncementsValue>('/wps/announcements?types=PU&execution=A', { language: 'en' });
    expect(a.body.value.popup.map((p) => p.title)).toEqual(['Daily rebate']);
    const f = await get<AnnouncementsValue>('/wps/announcements?types=PU&execution=F', { language: 'en' });
    expect(f.body.value.popup.map((p) => p.title)).toEqual(['Daily rebate', 'Welcome on your first login']);
  });

  test('group filters banners', async () => {
    const { body } = await get<AnnouncementsValue>('/wps/announcements?types=B&group=w_login');
    expect(body.value.banners.map((b) => b.groupName)).toEqual(['w_login']);
  });

  test('an unknown type or execution is a translated 400', async () => {
    const bad = await get('/wps/announcements?types=B,XX', { language: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(bad.body.message).toContain("'types'");
    const exec = await get('/wps/announcements?execution=Z', { language: 'en' });
    expect(exec.status).toBe(400);
    expect(exec.body.message).toBe("Invalid request: the field 'execution' must be one of: A, F, B");
  });

  test('tenants see only their own content; an English-only brand ignores Language: bn', async () => {
    const { body } = await get<AnnouncementsValue>('/wps/announcements?types=B,PL,PU', { merchant: 'khela2', language: 'bn' });
    expect(body.value.banners.map((b) => b.title)).toEqual(['Khela Two']);
    expect(body.value.player.map((n) => n.title)).toEqual(['Khela Two notice']);
    expect(body.value.popup.map((n) => n.title)).toEqual(['Khela Two popup']);
  });
});

describe('sanitized HTML', () => {
  const evil = '<p>hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';

  test('the write path stores sanitized HTML', async () => {
    const id = await insertAnnouncement(t.db, { merchantCode: 'khela', kind: 'NOTICE', title: { en: '<b>T</b>' }, content: { en: evil }, sortOrder: 99 });
    const [row] = await t.db.query<{ content: { en: string }; title: { en: string } }>('SELECT content, title FROM announcements WHERE id = $1', [id]);
    expect(row!.content.en).not.toMatch(/script|onerror|javascript:/i);
    expect(row!.content.en).toContain('<p>hi');
    expect(row!.title.en).toBe('T');
    await t.db.query('DELETE FROM announcements WHERE id = $1', [id]);
  });

  test('content written around the write path never comes out unsafe', async () => {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO announcements (merchant_code, kind, execution, title, content, sort_order)
       VALUES ('khela', 'POPUP', 'B', $1::jsonb, $2::jsonb, 99) RETURNING id`,
      [json({ en: 'Evil <img src=x onerror=alert(1)>' }), json({ en: evil })],
    );
    await t.db.query(
      `INSERT INTO help_sections (merchant_code, key, device, title, content, sort_order) VALUES ('khela', 'evil', 'WEB', $1::jsonb, $2::jsonb, 99)`,
      [json({ en: 'Evil' }), json({ en: evil })],
    );
    const ann = await t.app.inject({ url: '/wps/announcements?types=PU,H', headers: { language: 'en' } });
    const notices = await t.app.inject({ url: '/wps/help', headers: { language: 'en' } });
    for (const body of [ann.body, notices.body]) {
      expect(body).not.toMatch(/<script|onerror|javascript:/i);
    }
    const popup = envelope<AnnouncementsValue>(ann).value.popup.find((p) => p.id === row!.id);
    expect(popup?.content).toContain('<p>hi');
    expect(popup?.content).toContain('<img src="x" />');
    await t.db.query('DELETE FROM announcements WHERE id = $1', [row!.id]);
    await t.db.query("DELETE FROM help_sections WHERE key = 'evil'");
  });
});

test('GET /wps/notices lists notices with id, title and HTML content', async () => {
  const { status, body } = await get<Notice[]>('/wps/notices', { language: 'en' });
  expect(status).toBe(200);
  expect(body.value.map((n) => n.title)).toEqual(['New offers every day', 'Fast bKash and Nagad payments', 'Play responsibly']);
  expect(body.value[0]).toEqual({ id: expect.any(Number), title: 'New offers every day', content: '<p>Welcome to Khela! New offers every day.</p>' });
});

describe('GET /wps/help', () => {
  test('sections in order including the terms section (key term)', async () => {
    const { body } = await get<HelpSection[]>('/wps/help?device=WEB');
    expect(body.value.map((h) => h.key)).toEqual(['deposits', 'withdrawals', 'bonuses', 'security', 'safer-gambling', 'contact', 'term', 'privacy']);
    expect(body.value.find((h) => h.key === 'term')?.content).toContain('<ol>');
  });

  test('lang query overrides the header', async () => {
    const { body } = await get<HelpSection[]>('/wps/help?device=WEB&lang=en', { language: 'bn' });
    expect(body.value[0]!.title).toBe('Deposits');
  });

  test('an unknown device is a 400', async () => {
    expect((await get('/wps/help?device=TV')).status).toBe(400);
  });
});
