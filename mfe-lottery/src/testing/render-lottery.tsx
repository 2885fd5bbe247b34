import { renderWithProviders, type ProvidersOptions } from '@khela/shared/testing';
import type { ReactElement } from 'react';
import bn from '../locales/bn.json';
import en from '../locales/en.json';

/** Renders a lottery component with the providers and the lottery catalogue, as a mounted remote has. */
export function renderLottery(ui: ReactElement, options: Omit<ProvidersOptions, 'namespace' | 'messages'> = {}) {
  return renderWithProviders(ui, { ...options, namespace: 'lottery', messages: { bn, en } });
}
