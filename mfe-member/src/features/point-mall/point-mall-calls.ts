import { api, type ApiResult } from '@khela/shared';
import { callSealed } from '@khela/shared/sealed';
import type { ConvertAnswer, Delivery, MallItem, PointBalance, PointsEntry, PointsRules, RecordsPage, RedeemAnswer, Redemption } from './point-mall-types';

/** The api's paths for the points mall (docs/rewards.md "Points and the points mall"). */
export const pointMallPaths = {
  balance: '/wps/relay/MCS2_getPointBalance',
  items: '/wps/rewards/mall/items',
  redemptions: '/wps/rewards/mall/redemptions',
  details: '/wps/rewards/points/details',
  rules: '/wps/rewards/points/rules',
  redeem: '/wps/relay/MCS2_redeemPoints',
  convert: '/wps/relay/MCS2_convertPoints',
} as const;

export const PAGE_SIZE = 10;

/** The mall's calls; redeem and convert go sealed, as SPEC §7 asks. */
export const pointMallCalls = {
  balance: (): Promise<ApiResult<PointBalance>> => api.get<PointBalance>(pointMallPaths.balance),
  items: (): Promise<ApiResult<{ items: MallItem[] }>> => api.get<{ items: MallItem[] }>(pointMallPaths.items),
  rules: (): Promise<ApiResult<PointsRules>> => api.get<PointsRules>(pointMallPaths.rules),
  redemptions: (pageNo: number): Promise<ApiResult<RecordsPage<Redemption>>> =>
    api.get<RecordsPage<Redemption>>(pointMallPaths.redemptions, { searchParams: { pageNo, pageSize: PAGE_SIZE } }),
  details: (pageNo: number): Promise<ApiResult<RecordsPage<PointsEntry>>> =>
    api.get<RecordsPage<PointsEntry>>(pointMallPaths.details, { searchParams: { pageNo, pageSize: PAGE_SIZE } }),
  redeem: (body: { itemId: string; quantity: number; requestId: string; delivery?: Delivery }): Promise<ApiResult<RedeemAnswer>> =>
    callSealed<RedeemAnswer>('post', pointMallPaths.redeem, body),
  convert: (body: { points: number; requestId: string }): Promise<ApiResult<ConvertAnswer>> => callSealed<ConvertAnswer>('post', pointMallPaths.convert, body),
};
