import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/db';
import { coreRewardsPart } from './core/core-part';
// One import and one list line per part (docs/adr/0016 "Work breakdown"): each part edits only its own lines.

import { centerRewardsPart } from './center/center-part'; // part 2: reward center

// part 3: promotions
import { promotionsRewardsPart } from './promotions/promotions-part';

import { missionsRewardsPart } from './missions/missions-part'; // part 4: missions

// part 5: points and mall
import { pointsRewardsPart } from './points/points-part';

// part 6: rebate
import { rebateRewardsPart } from './rebate/rebate-part';

import { vipRewardsPart } from './vip/vip-part'; // part 7: VIP

import { referralRewardsPart } from './referral/referral-part'; // issue 18: referral

export interface RewardsPartOptions {
  db: Db;
}

/** The parts of the rewards domain, registered in this order inside the rewards plugin (after the core). */
export const rewardsParts: ReadonlyArray<{ name: string; plugin: FastifyPluginAsync<RewardsPartOptions> }> = [
  { name: 'core', plugin: coreRewardsPart },

  { name: 'center', plugin: centerRewardsPart }, // part 2: reward center

  // part 3: promotions
  { name: 'promotions', plugin: promotionsRewardsPart },

  { name: 'missions', plugin: missionsRewardsPart }, // part 4: missions

  // part 5: points and mall
  { name: 'points', plugin: pointsRewardsPart },

  // part 6: rebate
  { name: 'rebate', plugin: rebateRewardsPart },

  { name: 'vip', plugin: vipRewardsPart }, // part 7: VIP

  { name: 'referral', plugin: referralRewardsPart }, // issue 18: referral
];
