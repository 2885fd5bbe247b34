import type { Db } from '../platform/db/db';
import { json } from '../platform/db/db';
import { writeMemberMessage } from '../domains/inbox';
import { seedOnce } from './seed-once';

export const DEMO_MESSAGES_SEED = 'demo-messages-v1';

/**
 * demo01's inbox on a fresh start (docs/messages.md "Demo data"): a deposit-approved message
 * already read (order DEMO-DEP-0001, ৳1,200: the demo's history has no real order, and no money
 * moves here), and one unread broadcast from the brand to demo01, so the messageV2 badge shows.
 * demo01's bonus messages come from the demo bonuses themselves (seedDemoBonus issues real grants).
 */
export async function seedDemoMessages(db: Db): Promise<boolean> {
  return seedOnce(db, DEMO_MESSAGES_SEED, async (tx) => {
    const [member] = await tx.query<{ id: string }>("SELECT id::text FROM members WHERE merchant_code = 'khela' AND account = 'demo01'");
    if (!member) return;
    const deposit = await writeMemberMessage(tx, {
      merchantCode: 'khela',
      memberId: member.id,
      template: 'deposit.approved',
      params: { orderNo: 'DEMO-DEP-0001', amount: '120000' },
      eventKey: 'deposit:DEMO-DEP-0001',
    });
    if (deposit.created) {
      await tx.query("UPDATE member_messages SET read_at = now(), created_at = now() - interval '2 days' WHERE id = $1", [deposit.id]);
    }
    await tx.query(
      `INSERT INTO message_broadcasts (merchant_code, target, member_ids, title, content, request_id, created_by)
       VALUES ('khela', 'MEMBERS', ARRAY[$1::bigint], $2::jsonb, $3::jsonb, 'demo-welcome-broadcast', 'system')
       ON CONFLICT (merchant_code, request_id) DO NOTHING`,
      [
        member.id,
        json({ en: 'Welcome to Khela', bn: 'খেলায় স্বাগতম' }),
        json({
          en: 'Thank you for playing with us. Your reward center has a welcome gift waiting, and our support team answers around the clock.',
          bn: 'আমাদের সাথে খেলার জন্য ধন্যবাদ। আপনার রিওয়ার্ড সেন্টারে একটি স্বাগতম উপহার অপেক্ষা করছে, আর আমাদের সাপোর্ট টিম সারাক্ষণ উত্তর দেয়।',
        }),
      ],
    );
  });
}
