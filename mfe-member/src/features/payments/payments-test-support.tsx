import type { Language } from '@khela/shared';
import type { ReactElement } from 'react';
import { renderAsMember } from '@/testing/render-member';

// Tests only: the payment pages' fake api and how a logged-in member sees a payment page.
export * from './fake-payments-api';

/** A payment page as a logged-in member of the demo brand sees it in the member center. */
export function renderPaymentPage(page: ReactElement, { language = 'en', path = '/member/depositv2' }: { language?: Language; path?: string } = {}) {
  return renderAsMember(page, { language, path });
}
