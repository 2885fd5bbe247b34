/** Request statuses on the wire (SPEC §3: In Process, Approved, Rejected). */
export const REQUEST_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A transfer to the upline: sent, received (confirmed), or disputed. */
export const UPLINE_STATUSES = ['SENT', 'RECEIVED', 'DISPUTED'] as const;
export type UplineStatus = (typeof UPLINE_STATUSES)[number];

/** What the payment gateway's notification reports. */
export const GATEWAY_STATUSES = ['PAID', 'CANCELLED', 'FAILED'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

export const CHANNEL_KINDS = ['gateway', 'manual'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** What a deposit form asks besides the amount. */
export const DEPOSIT_FIELDS = ['payerAccount', 'payerName', 'reference'] as const;
export type DepositField = (typeof DEPOSIT_FIELDS)[number];
