import type { Locator, Page } from '@playwright/test';
import { openTab } from './panels';
import { shownPrice } from './shown';

export interface RefreshedHistory {
  readonly history: Locator;
  /** The All orders table: the venue's allOrders, read through main. */
  readonly all: Locator;
  /** The All orders rows of `type` at `price`. */
  orderRows(type: string, price: string): Locator;
  /** Switches to the Order lists tab, refreshes it, and returns the row of the list `listClientOrderId`. */
  listRow(listClientOrderId: string): Promise<Locator>;
}

/** Brings the History pane to the front and refreshes it. */
export async function refreshedHistory(app: Page): Promise<RefreshedHistory> {
  await openTab(app, 'History');
  const history = app.getByRole('region', { name: /^History/ });
  const refresh = history.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  const all = history.getByRole('table', { name: 'All orders' });
  return {
    history,
    all,
    orderRows: (type, price) =>
      all
        .getByRole('row')
        .filter({ hasText: type })
        .filter({ hasText: shownPrice(price) }),
    listRow: async (listClientOrderId) => {
      await history.getByRole('tab', { name: 'Order lists' }).click();
      await refresh.click();
      return history
        .getByRole('table', { name: 'Order lists' })
        .getByRole('row')
        .filter({ hasText: listClientOrderId });
    },
  };
}

/** The Open orders row of the order at `price`. */
export const openOrdersRow = (app: Page, price: string): Locator =>
  app
    .getByRole('table', { name: 'Open orders' })
    .getByRole('row')
    .filter({ hasText: shownPrice(price) });
