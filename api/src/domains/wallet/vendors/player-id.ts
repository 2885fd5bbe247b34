/**
 * The id a vendor knows a player by: the brand and the member, `khela_17`. Vendors are not
 * brand-scoped, so the id has to carry the brand; it is not a secret (the session token is).
 */
export interface PlayerRef {
  merchantCode: string;
  memberId: string;
}

export function playerIdOf(merchantCode: string, memberId: string): string {
  return `${merchantCode}_${memberId}`;
}

/** null for anything that is not `{merchant}_{digits}`. */
export function parsePlayerId(playerId: string): PlayerRef | null {
  const match = /^(.{1,64})_(\d{1,18})$/.exec(playerId);
  return match ? { merchantCode: match[1]!, memberId: match[2]! } : null;
}
