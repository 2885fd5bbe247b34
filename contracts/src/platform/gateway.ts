/** SPEC §9 gateway version: the relay gateway's calls carry `X-Gateway-Version: 3`. */
export const GATEWAY_VERSION = '3';

/** How a body travels (the `Encryption` header): as JSON, or sealed to the server's key (docs/identity.md). */
export const ENCRYPTIONS = ['plain', 'sealed'] as const;
export type Encryption = (typeof ENCRYPTIONS)[number];

/** The device kinds a free-play body names (SPEC §7 freePlay `os`). */
export const DEVICE_OSES = ['android', 'ios', 'web'] as const;
export type DeviceOs = (typeof DEVICE_OSES)[number];
