import type { Queryable } from '../../../platform/db/db';
import type { MessageProviderSettings } from '../../../platform/merchant/merchant';

export interface SmsMessage {
  merchantCode: string;
  /** +<country code><national number> */
  to: string;
  body: string;
}

export interface MailMessage {
  merchantCode: string;
  to: string;
  subject: string;
  body: string;
}

/** Hands an SMS to whoever delivers it; rejects when it could not. */
export interface SmsProvider {
  sendSms(message: SmsMessage): Promise<void>;
}

/** Hands an e-mail to whoever delivers it; rejects when it could not. */
export interface MailProvider {
  sendMail(message: MailMessage): Promise<void>;
}

/** The gateway refused the message or could not be reached; `quotaExceeded` when it said the brand's allowance is spent. */
export class MessageDeliveryError extends Error {
  constructor(
    reason: string,
    readonly quotaExceeded = false,
  ) {
    super(reason);
    this.name = 'MessageDeliveryError';
  }
}

// 402 Payment Required and 429 Too Many Requests: the gateway's allowance, not our request, is the problem.
const QUOTA_STATUSES = new Set([402, 429]);

/**
 * Writes messages to the outbox table instead of sending them: the default in development and
 * tests, where the operator route GET /ops/outbox reads them back.
 */
export class OutboxProvider implements SmsProvider, MailProvider {
  constructor(private readonly db: Queryable) {}

  async sendSms(message: SmsMessage): Promise<void> {
    await this.db.query('INSERT INTO outbox (merchant_code, channel, destination, subject, body) VALUES ($1, $2, $3, NULL, $4)', [
      message.merchantCode, 'sms', message.to, message.body,
    ]);
    echoToConsole('sms', message.to, message.body);
  }

  async sendMail(message: MailMessage): Promise<void> {
    await this.db.query('INSERT INTO outbox (merchant_code, channel, destination, subject, body) VALUES ($1, $2, $3, $4, $5)', [
      message.merchantCode, 'mail', message.to, message.subject, message.body,
    ]);
    echoToConsole('mail', message.to, `${message.subject}\n${message.body}`);
  }
}

/**
 * In development the outbox is also the console: whoever runs `pnpm start` reads the code there
 * (no operator token needed). Only the outbox provider echoes, and never under jest.
 */
function echoToConsole(channel: 'sms' | 'mail', to: string, text: string): void {
  if (process.env.NODE_ENV === 'test' || process.env.KHELA_OUTBOX_QUIET === '1') return;
  process.stdout.write(`[outbox ${channel} → ${to}] ${text.replace(/\n+/g, ' | ')}\n`);
}

const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * A brand's own SMS or mail gateway: each message is POSTed as JSON
 * `{ channel, merchant, to, subject?, body }` with `Authorization: Bearer <token>`; any 2xx is
 * delivered, 402 or 429 means the brand's quota is spent, anything else is a failed send.
 */
export class HttpMessageProvider implements SmsProvider, MailProvider {
  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  sendSms(message: SmsMessage): Promise<void> {
    return this.post({ channel: 'sms', merchant: message.merchantCode, to: message.to, body: message.body });
  }

  sendMail(message: MailMessage): Promise<void> {
    return this.post({ channel: 'mail', merchant: message.merchantCode, to: message.to, subject: message.subject, body: message.body });
  }

  private async post(payload: Record<string, string>): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new MessageDeliveryError(`gateway unreachable: ${(error as Error).message}`);
    }
    // Drain the body so the connection can be reused; its content does not matter.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new MessageDeliveryError(`gateway answered ${response.status}`, QUOTA_STATUSES.has(response.status));
  }
}

/** The provider a brand's settings name (identity_settings.sms or .mail). */
export function messageProviderFor(db: Queryable, settings: MessageProviderSettings): SmsProvider & MailProvider {
  return settings.kind === 'http' ? new HttpMessageProvider(settings.url, settings.token) : new OutboxProvider(db);
}
