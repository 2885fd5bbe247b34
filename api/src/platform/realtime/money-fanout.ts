import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The Redis pub/sub channel every api instance publishes member money changes on. */
export const MEMBER_MONEY_CHANNEL = 'khela:member-money';
/** …and the brand-wide events (a lottery draw changing state) on this one. */
export const BRAND_EVENTS_CHANNEL = 'khela:brand-events';
/** …and the member events besides money (a member source's type and the member, nothing more): the rewards summary. */
export const MEMBER_EVENTS_CHANNEL = 'khela:member-events';

/** A member event source named by its type: each instance reads it fresh. */
export interface MemberEventRef extends MemberRef {
  type: string;
}

/** A message for every socket of a brand. */
export interface BrandEvent {
  merchantCode: string;
  message: Record<string, unknown>;
}

export interface MemberRef {
  merchantCode: string;
  memberId: string;
}

export interface MoneyFanout {
  /** Tells the other instances; never throws, never waits for Redis. */
  publish(member: MemberRef): void;
  /** Tells the other instances of a brand-wide event; never throws, never waits for Redis. */
  publishBrand(event: BrandEvent): void;
  /** Tells the other instances a member event source changed for the member; never throws, never waits. */
  publishMemberEvent(event: MemberEventRef): void;
  close(): Promise<void>;
}

interface WireMessage extends MemberRef {
  /** The publishing instance: it has told its own sockets already. */
  origin: string;
}

function parse(message: string): WireMessage | null {
  try {
    const value = JSON.parse(message) as Partial<WireMessage> | null;
    if (typeof value?.origin !== 'string' || typeof value.merchantCode !== 'string' || typeof value.memberId !== 'string') return null;
    return { origin: value.origin, merchantCode: value.merchantCode, memberId: value.memberId };
  } catch {
    return null;
  }
}

function parseMemberEvent(text: string): (MemberEventRef & { origin: string }) | null {
  try {
    const value = JSON.parse(text) as Partial<MemberEventRef & { origin: string }> | null;
    if (typeof value?.origin !== 'string' || typeof value.type !== 'string' || typeof value.merchantCode !== 'string' || typeof value.memberId !== 'string') return null;
    return { origin: value.origin, type: value.type, merchantCode: value.merchantCode, memberId: value.memberId };
  } catch {
    return null;
  }
}

function parseBrandEvent(text: string): (BrandEvent & { origin: string }) | null {
  try {
    const value = JSON.parse(text) as Partial<BrandEvent & { origin: string }> | null;
    if (typeof value?.origin !== 'string' || typeof value.merchantCode !== 'string' || typeof value.message !== 'object' || value.message === null) return null;
    return { origin: value.origin, merchantCode: value.merchantCode, message: value.message };
  } catch {
    return null;
  }
}

/**
 * Member money changes across api instances over Redis pub/sub: one connection publishes, one
 * subscribes (a subscribed connection can do nothing else). The message names only the member;
 * each instance reads the balance fresh from the shared database. Redis being down costs only
 * the cross-instance pushes: publishing is not queued, the subscriber reconnects by itself, and
 * local delivery never waits for either.
 */
export function redisMoneyFanout(
  redisUrl: string,
  onRemoteChange: (member: MemberRef) => void,
  log: FastifyBaseLogger,
  onRemoteBrandEvent: (event: BrandEvent) => void = () => undefined,
  onRemoteMemberEvent: (event: MemberEventRef) => void = () => undefined,
): MoneyFanout {
  const origin = randomUUID();
  let reportedDown = false;
  const onError = (error: Error) => {
    if (reportedDown) return;
    reportedDown = true;
    log.warn({ err: error }, 'realtime: Redis unavailable; pushes stay on this instance until it is back');
  };
  const onReady = () => {
    if (reportedDown) log.info('realtime: Redis is back');
    reportedDown = false;
  };

  const publisher = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  publisher.on('error', onError);
  publisher.on('ready', onReady);

  // Its subscribe waits for a connection however long Redis is away, and is made again on every reconnect.
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, autoResubscribe: true });
  subscriber.on('error', onError);
  subscriber.on('ready', () => {
    subscriber.subscribe(MEMBER_MONEY_CHANNEL, BRAND_EVENTS_CHANNEL, MEMBER_EVENTS_CHANNEL).catch(onError);
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === BRAND_EVENTS_CHANNEL) {
      const event = parseBrandEvent(message);
      if (event && event.origin !== origin) onRemoteBrandEvent({ merchantCode: event.merchantCode, message: event.message });
      return;
    }
    if (channel === MEMBER_EVENTS_CHANNEL) {
      const event = parseMemberEvent(message);
      if (event && event.origin !== origin) onRemoteMemberEvent({ type: event.type, merchantCode: event.merchantCode, memberId: event.memberId });
      return;
    }
    if (channel !== MEMBER_MONEY_CHANNEL) return;
    const change = parse(message);
    if (change && change.origin !== origin) onRemoteChange({ merchantCode: change.merchantCode, memberId: change.memberId });
  });

  return {
    publish(member) {
      if (publisher.status !== 'ready') return;
      publisher.publish(MEMBER_MONEY_CHANNEL, JSON.stringify({ origin, ...member })).catch(onError);
    },
    publishBrand(event) {
      if (publisher.status !== 'ready') return;
      publisher.publish(BRAND_EVENTS_CHANNEL, JSON.stringify({ origin, ...event })).catch(onError);
    },
    publishMemberEvent(event) {
      if (publisher.status !== 'ready') return;
      publisher.publish(MEMBER_EVENTS_CHANNEL, JSON.stringify({ origin, type: event.type, merchantCode: event.merchantCode, memberId: event.memberId })).catch(onError);
    },
    async close() {
      // disconnect, not quit: closing must not wait on a Redis that is not answering.
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
