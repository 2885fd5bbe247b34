import bnCore from './bn.json';
import enCore from './en.json';
import bnGames from './games.bn.json';
import enGames from './games.en.json';
import bnPayments from './payments.bn.json';
import enPayments from './payments.en.json';
import bnWallet from './wallet.bn.json';
import enWallet from './wallet.en.json';

/** The member namespace, assembled from the core file and the money and games pages' own files (top-level keys never overlap). */
export const en = { ...enCore, ...enPayments, ...enWallet, ...enGames };
export const bn = { ...bnCore, ...bnPayments, ...bnWallet, ...bnGames };
