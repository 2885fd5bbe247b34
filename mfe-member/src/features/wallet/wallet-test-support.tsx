import type { Language } from '@khela/shared';
import { renderAsMember } from '@/testing/render-member';
import { TransactionHistoryPage } from './TransactionHistoryPage';
import { TransferFundPage } from './TransferFundPage';

// Tests only: the wallet pages' fake api and how a logged-in member sees them.
export { accountRecord, demoWallets, FakeWalletApi, recordPage, wallet, walletPaths } from '@/testing/fake-wallet-api';
export type { SeenRequest } from '@/testing/fake-member-api';

const pages = { transferFund: TransferFundPage, transactionHistory: TransactionHistoryPage };

/** A wallet page at its address, as a logged-in member of the demo brand sees it. */
export function renderMemberPage(page: keyof typeof pages, { language = 'en' }: { language?: Language } = {}) {
  const Page = pages[page];
  return renderAsMember(<Page />, { language, path: `/member/${page}` });
}
