import { screen } from '@testing-library/react';
import type { TerminalApi } from '@shared/ipc/contract';
import { WithMainPreferences } from '../../test-support/with-main-preferences';
import { renderTrading } from '../orders/render-trading';
import { OrderEntryPanel } from './OrderEntryPanel';

/** The order entry as the workspace shows it: once main's preferences are in the stores, the form up. */
export async function renderOrderEntry(terminal: TerminalApi) {
  const rendered = renderTrading(
    <WithMainPreferences>
      <OrderEntryPanel />
    </WithMainPreferences>,
    terminal,
  );
  await screen.findByRole('form', { name: 'Spot order' });
  return rendered;
}
