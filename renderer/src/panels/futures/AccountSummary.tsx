import type { FuturesAccountView } from '@shared/ipc/futures';
import { DataTable, type Column } from '../../ui/table/DataTable';
import { balance, isZero, pnl } from './figures';
import { MARGIN_RATIO_WARNING, marginRatioText, walletMarginRatio } from './margin-ratios';

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

/**
 * The family's wallets: balance, unrealized P&L, margin, what is available for new orders, and the
 * cross margin ratio (liquidation at 100 %).
 */
export function AccountSummary({
  account,
  marginAssetOf,
}: {
  readonly account: FuturesAccountView;
  /** The margin asset of any of the family's contracts. */
  readonly marginAssetOf: (symbol: string) => string | undefined;
}) {
  const wallets = account.wallets.filter((w) => !isZero(w.walletBalance) || !isZero(w.marginBalance));
  // Each wallet's ratio, worked out once for its cell and its colour.
  const ratios = new Map(wallets.map((w) => [w, walletMarginRatio(w.asset, account, marginAssetOf)]));
  const withRatio: Column<Wallet>[] = [
    ...columns,
    {
      id: 'ratio',
      header: 'Margin ratio',
      numeric: true,
      cell: (w) => {
        const ratio = ratios.get(w);
        return ratio ? marginRatioText(ratio) : '—';
      },
      cellClass: (w) => (ratios.get(w)?.gte(MARGIN_RATIO_WARNING) ? 'dir-down' : undefined),
    },
  ];
  return (
    <DataTable
      label="Wallets"
      className="data-table"
      columns={withRatio}
      rows={wallets}
      rowKey={(w) => w.asset}
      rowLabel={(w) => `${w.asset} wallet`}
      empty={<p className="empty">No futures balance.</p>}
    />
  );
}
