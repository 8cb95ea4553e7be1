import type { FuturesAccountView } from '@shared/ipc/futures';
import { DataTable, type Column } from '../../ui/table/DataTable';
import { balance, isZero, pnl } from './figures';

type Wallet = FuturesAccountView['wallets'][number];

const columns: Column<Wallet>[] = [
  { id: 'asset', header: 'Asset', cell: (w) => w.asset },
  { id: 'wallet', header: 'Wallet balance', numeric: true, cell: (w) => balance(w.walletBalance) },
  { id: 'pnl', header: 'Unrealized P&L', numeric: true, cell: (w) => pnl(w.unrealizedPnl, w.asset) },
  { id: 'margin', header: 'Margin balance', numeric: true, cell: (w) => balance(w.marginBalance) },
  { id: 'available', header: 'Available', numeric: true, cell: (w) => balance(w.availableBalance) },
  { id: 'initial', header: 'Initial margin', numeric: true, cell: (w) => balance(w.initialMargin) },
  { id: 'maint', header: 'Maint. margin', numeric: true, cell: (w) => balance(w.maintMargin) },
];

/** The family's wallets: balance, unrealized P&L, margin and what is available for new orders. */
export function AccountSummary({ account }: { readonly account: FuturesAccountView }) {
  const wallets = account.wallets.filter((w) => !isZero(w.walletBalance) || !isZero(w.marginBalance));
  return (
    <DataTable
      label="Wallets"
      className="data-table"
      columns={columns}
      rows={wallets}
      rowKey={(w) => w.asset}
      rowLabel={(w) => `${w.asset} wallet`}
      empty={<p className="empty">No futures balance.</p>}
    />
  );
}
