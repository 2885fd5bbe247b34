import { renderWithProviders, type ProvidersOptions } from '@khela/shared/testing';
import type { ReactElement } from 'react';
import { bn, en } from '../locales/catalogue';

/** Renders a member component with the providers and the member catalogue, as a mounted remote has. */
export function renderMember(ui: ReactElement, options: Omit<ProvidersOptions, 'namespace' | 'messages'> = {}) {
  return renderWithProviders(ui, { ...options, namespace: 'member', messages: { bn, en } });
}
