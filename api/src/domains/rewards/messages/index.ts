import { addMessages } from '../../../platform/i18n/translate';
import bnCore from './core.bn.json';
import enCore from './core.en.json';
import bnCenter from './center.bn.json';
import enCenter from './center.en.json';
import bnPromotions from './promotions.bn.json';
import enPromotions from './promotions.en.json';
import bnMissions from './missions.bn.json';
import enMissions from './missions.en.json';
import bnPoints from './points.bn.json';
import enPoints from './points.en.json';
import bnRebate from './rebate.bn.json';
import enRebate from './rebate.en.json';
import bnVip from './vip.bn.json';
import enVip from './vip.en.json';
import bnReferral from './referral.bn.json';
import enReferral from './referral.en.json';

const en = { ...enCore, ...enCenter, ...enPromotions, ...enMissions, ...enPoints, ...enRebate, ...enVip, ...enReferral };
const bn = { ...bnCore, ...bnCenter, ...bnPromotions, ...bnMissions, ...bnPoints, ...bnRebate, ...bnVip, ...bnReferral };

declare module '../../../platform/i18n/translate' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this domain's keys
  interface MessageCatalogue extends Record<keyof typeof en, string> {}
}

/** The rewards domain's error texts, one file per part, in both languages. */
addMessages({ en, bn });
