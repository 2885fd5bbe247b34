import bnCore from './bn.json';
import enCore from './en.json';
import bnPayments from './payments.bn.json';
import enPayments from './payments.en.json';
import bnWallet from './wallet.bn.json';
import enWallet from './wallet.en.json';

/** The member namespace, assembled from the core file and the money pages' own files (top-level keys never overlap). */
export const en = { ...enCore, ...enPayments, ...enWallet };
export const bn = { ...bnCore, ...bnPayments, ...bnWallet };
