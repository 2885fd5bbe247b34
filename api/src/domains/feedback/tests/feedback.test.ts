import { memberWithSession, type TestMember, TRIAL_TYPE } from '../../../test/members';
import { ops } from '../../../test/operator-calls';
import { envelope, testAppForFile } from '../../../test/test-app';
import type { FeedbackRecord, OpsFeedbackRecord, Page } from '@khela/contracts';
import { operatorSession } from '../../operator/operator-test-kit';

const t = testAppForFile();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png image data')]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg image data')]);
const GIF = Buffer.from('GIF89a not allowed');

interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
  field?: string;
}
const png = (name = 'shot.png'): Upload => ({ bytes: PNG, name, type: 'image/png' });
const jpg: Upload = { bytes: JPG, name: 'shot.jpg', type: 'image/jpeg' };

/** A multipart body as a browser sends it. */
function multipart(fields: Record<string, string>, files: Upload[]) {
  const boundary = `----khela${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function send(member: TestMember, fields: Record<string, string>, files: Upload[] = [], language = 'en') {
  const body = multipart(fields, files);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    payload: body.payload,
    headers: { authorization: member.token, merchant: member.merchant, language, 'content-type': body.contentType },
  });
  return { status: response.statusCode, ...envelope<FeedbackRecord>(response) };
}

async function mine(member: TestMember): Promise<FeedbackRecord[]> {
  const response = await t.app.inject({ url: '/wps/feedback', headers: { authorization: member.token, merchant: member.merchant } });
  return envelope<Page<FeedbackRecord>>(response).value.records;
}

const stored = async (member: TestMember) => {
  const [row] = await t.db.query<{ feedback: string; images: string }>(
    `SELECT (SELECT count(*) FROM feedback WHERE member_id = $1)::text AS feedback,
            (SELECT count(*) FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id WHERE f.member_id = $1)::text AS images`,
    [member.id],
  );
  return { feedback: Number(row!.feedback), images: Number(row!.images) };
};

const good = { type: 'PROBLEM', content: 'My deposit is late today' };

describe('PUT /wps/feedback', () => {
  test('stores type, content and images (kept by their bytes); the member lists it PENDING', async () => {
    const member = await memberWithSession(t.db, { prefix: 'fb' });
    const sent = await send(member, good, [png(), jpg]);
    expect(sent).toMatchObject({ status: 200, success: true, value: { type: 'PROBLEM', content: good.content, status: 'PENDING', reply: null } });
    expect(sent.value.images.map((image) => image.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(sent.value.images[0]!.size).toBe(PNG.length);
    expect(await mine(member)).toEqual([sent.value]);
    expect(await stored(member)).toEqual({ feedback: 1, images: 2 });

    const image = await t.app.inject({ url: `/wps/feedback/images/${sent.value.images[0]!.id}`, headers: { authorization: member.token } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('no-store');
    expect(Buffer.from(image.rawPayload).equals(PNG)).toBe(true);
  });

  test('content: at most 140 characters (Bengali counted as characters), 2 to 40 words; refused with a translated error, nothing stored', async () => {
    const member = await memberWithSession(t.db, { prefix: 'fb' });
    const bengali = 'আমার জমা এখনো আসেনি ';
    expect(await send(member, { type: 'OTHER', content: `${'ক'.repeat(69)} ${'খ'.repeat(70)}` })).toMatchObject({ status: 200 });
    expect(await send(member, { type: 'OTHER', content: 'a'.repeat(139) + ' b' })).toMatchObject({ status: 400, errorCode: 'feedback.content.too.long', message: 'Feedback may be at most 140 characters.' });
    expect(await send(member, { type: 'OTHER', content: bengali.repeat(8) }, [], 'bn')).toMatchObject({ status: 400, errorCode: 'feedback.content.too.long', message: 'মতামত সর্বোচ্চ 140 অক্ষরের হতে পারে।' });
    expect(await send(member, { type: 'OTHER', content: 'Help' })).toMatchObject({ status: 400, errorCode: 'feedback.content.words', message: 'Please write between 2 and 40 words.' });
    expect(await send(member, { type: 'OTHER', content: 'a '.repeat(41) })).toMatchObject({ status: 400, errorCode: 'feedback.content.words' });
    expect(await send(member, { type: 'OTHER', content: '   ' })).toMatchObject({ status: 400, errorCode: 'feedback.content.required' });
    expect(await send(member, { type: 'NOPE', content: good.content })).toMatchObject({ status: 400, errorCode: 'feedback.type.invalid' });
    expect(await send(member, { content: good.content }, [png()])).toMatchObject({ status: 400, errorCode: 'feedback.type.invalid' });
    expect(await stored(member)).toEqual({ feedback: 1, images: 0 });
  });

  test('images: png or jpg by their bytes, at most 3, at most 5 MB; a refused form stores nothing', async () => {
    const member = await memberWithSession(t.db, { prefix: 'fb' });
    // A gif named .png and declared image/png is still a gif.
    expect(await send(member, good, [png(), { bytes: GIF, name: 'fake.png', type: 'image/png' }])).toMatchObject({ status: 400, errorCode: 'feedback.image.type', message: 'Images must be PNG or JPG.' });
    expect(await send(member, good, [png(), png(), png(), png()], 'bn')).toMatchObject({ status: 400, errorCode: 'feedback.image.too.many', message: 'সর্বোচ্চ 3টি ছবি যুক্ত করা যায়।' });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await send(member, good, [{ bytes: big, name: 'big.png', type: 'image/png' }])).toMatchObject({ status: 413, errorCode: 'feedback.image.too.large', message: 'Each image may be at most 5 MB.' });
    expect(await send(member, good, [{ ...png(), field: 'proof' }])).toMatchObject({ status: 400, errorCode: 'feedback.form.invalid' });
    expect(await stored(member)).toEqual({ feedback: 0, images: 0 });
    // Exactly 5 MB and three images is fine.
    const five = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect(await send(member, good, [{ bytes: five, name: 'five.png', type: 'image/png' }, jpg, png()])).toMatchObject({ status: 200 });
    expect(await stored(member)).toEqual({ feedback: 1, images: 3 });
  });

  test('a JSON body, no session and trial accounts are refused', async () => {
    const member = await memberWithSession(t.db, { prefix: 'fb' });
    const json = await t.app.inject({ method: 'PUT', url: '/wps/feedback', payload: good, headers: { authorization: member.token, language: 'en' } });
    expect(json.statusCode).toBe(400);
    expect(envelope(json).errorCode).toBe('feedback.form.invalid');
    const anonymous = multipart(good, []);
    expect((await t.app.inject({ method: 'PUT', url: '/wps/feedback', payload: anonymous.payload, headers: { 'content-type': anonymous.contentType } })).statusCode).toBe(401);
    const trial = await memberWithSession(t.db, { prefix: 'tr', type: TRIAL_TYPE });
    expect(await send(trial, good)).toMatchObject({ status: 403, errorCode: 'account.trial' });
  });
});

describe('only the member sees their own', () => {
  test("another member's feedback and images are unknown to them; another brand's operators cannot read it", async () => {
    const owner = await memberWithSession(t.db, { prefix: 'fb' });
    const other = await memberWithSession(t.db, { prefix: 'fb' });
    const sent = await send(owner, good, [png()]);
    expect(await mine(other)).toEqual([]);
    const peek = await t.app.inject({ url: `/wps/feedback/images/${sent.value.images[0]!.id}`, headers: { authorization: other.token, language: 'en' } });
    expect(peek.statusCode).toBe(404);
    expect(envelope(peek).errorCode).toBe('feedback.image.unknown');
    const elsewhere = await memberWithSession(t.db, { prefix: 'fb', merchant: 'khela2' });
    expect(await mine(elsewhere)).toEqual([]);
    const foreignOperator = await operatorSession(t.app, 'support', 'khela2');
    expect((await ops(t.app, 'GET', `/ops/feedback/${sent.value.id}?merchant=khela`, undefined, foreignOperator.token)).status).toBe(403);
    expect((await ops(t.app, 'GET', `/ops/feedback/${sent.value.id}?merchant=khela2`, undefined, foreignOperator.token)).status).toBe(404);
  });
});

describe('operators reply', () => {
  test('support lists PENDING feedback, reads it with its images, replies (recorded); the member reads the reply', async () => {
    const member = await memberWithSession(t.db, { prefix: 'fb' });
    const sent = await send(member, { type: 'SUGGESTION', content: 'Please add more cricket markets' }, [jpg]);
    const support = await operatorSession(t.app, 'support', 'khela');

    const pending = await ops<Page<OpsFeedbackRecord>>(t.app, 'GET', `/ops/feedback?merchant=khela&status=PENDING&account=${member.account}`, undefined, support.token);
    expect(pending.value.records).toEqual([expect.objectContaining({ id: sent.value.id, account: member.account, status: 'PENDING', content: 'Please add more cricket markets' })]);
    const image = await t.app.inject({ url: `/ops/feedback/images/${sent.value.images[0]!.id}?merchant=khela`, headers: { 'x-operator-token': support.token } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.from(image.rawPayload).equals(JPG)).toBe(true);

    expect(await ops(t.app, 'POST', `/ops/feedback/${sent.value.id}/reply`, { merchant: 'khela', reply: '   ' }, support.token)).toMatchObject({ status: 400, errorCode: 'feedback.reply.required' });
    expect((await ops(t.app, 'POST', `/ops/feedback/${sent.value.id}/reply`, { merchant: 'khela', reply: 'x'.repeat(1001) }, support.token)).status).toBe(400);
    expect(await ops(t.app, 'POST', '/ops/feedback/999999999/reply', { merchant: 'khela', reply: 'Thanks' }, support.token)).toMatchObject({ status: 404, errorCode: 'feedback.unknown' });
    expect((await mine(member))[0]).toMatchObject({ status: 'PENDING', reply: null });

    const replied = await ops<OpsFeedbackRecord>(t.app, 'POST', `/ops/feedback/${sent.value.id}/reply`, { merchant: 'khela', reply: 'Thank you! More markets are coming next week.' }, support.token);
    expect(replied).toMatchObject({ status: 200, value: { status: 'REPLIED', reply: 'Thank you! More markets are coming next week.', repliedBy: support.username } });
    const [read] = await mine(member);
    expect(read).toMatchObject({ id: sent.value.id, status: 'REPLIED', reply: 'Thank you! More markets are coming next week.' });
    expect(read!.repliedAt).not.toBeNull();

    const [action] = await t.db.query<{ action: string; operator_name: string; target: string; details: { account: string; corrected: boolean } }>(
      "SELECT action, operator_name, target, details FROM operator_actions WHERE action = 'feedback.reply' AND target = $1",
      [`feedback:${sent.value.id}`],
    );
    expect(action).toMatchObject({ operator_name: support.username, details: { account: member.account, corrected: false } });
    const replyingAgain = await ops<Page<OpsFeedbackRecord>>(t.app, 'GET', `/ops/feedback?merchant=khela&status=PENDING&account=${member.account}`, undefined, support.token);
    expect(replyingAgain.value.records).toEqual([]);

    // The member is told in their inbox (unread: the badge), in their language; a correction tells them once only.
    const inbox = async (language: string) =>
      envelope<{ records: Array<{ kind: string; template: string | null; title: string; read: boolean }>; unread: number }>(
        await t.app.inject({ url: '/wps/messages', headers: { authorization: member.token, merchant: member.merchant, language } }),
      ).value;
    const told = await inbox('en');
    expect(told.records.filter((message) => message.template === 'feedback.replied')).toEqual([expect.objectContaining({ kind: 'PERSONAL', title: 'Reply to your feedback', read: false })]);
    expect(told.unread).toBeGreaterThanOrEqual(1);
    expect((await inbox('bn')).records.find((message) => message.template === 'feedback.replied')!.title).toBe('আপনার মতামতের উত্তর');
    expect((await ops(t.app, 'POST', `/ops/feedback/${sent.value.id}/reply`, { merchant: 'khela', reply: 'Corrected: more markets next month.' }, support.token)).status).toBe(200);
    expect((await inbox('en')).records.filter((message) => message.template === 'feedback.replied')).toHaveLength(1);
  });
});
