import { Type } from '@sinclair/typebox';
import { StringEnum } from '../platform/schema-helpers';

/** Schemas of the transferFund calls (docs/wallet.md, docs/vendor-wallet.md part 2). */
const WalletCode = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: "'MAIN' or a transfer-mode vendor's code" });
const RequestId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'Chosen by the page (a UUID per submission)' });

export const WalletSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  balance: Type.Integer({ description: 'Available money, minor units' }),
  locked: Type.Boolean({ description: 'A transfer with this wallet waits for the vendor' }),
  mode: StringEnum(['main', 'transfer'] as const),
});

export const WalletsSchema = Type.Object({ wallets: Type.Array(WalletSchema) });

export const WalletTransferBodySchema = Type.Object({
  from: WalletCode,
  to: WalletCode,
  amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units' }),
  requestId: RequestId,
});

export const WalletTransferStatusQuerySchema = Type.Object({ requestId: RequestId });

export const WalletTransferResultSchema = Type.Object({
  requestId: Type.String(),
  status: StringEnum(['done', 'locked', 'failed'] as const),
  wallets: Type.Array(WalletSchema),
});
