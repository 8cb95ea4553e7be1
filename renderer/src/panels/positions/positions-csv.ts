import {
  costMethodLabels,
  type CostMethod,
  type PositionView,
  type RealizedRow,
} from '@shared/ipc/positions';
import type { CsvColumn } from '../history/csv';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The positions as exported: decimals exactly as main computed them; the cost figures' headers name the
 * method and the valuation asset, e.g. "averageCost (FIFO, USDT)".
 */
export function positionCsvColumns(method: CostMethod, quoteAsset: string): CsvColumn<PositionView>[] {
  const by = `(${costMethodLabels[method]}, ${quoteAsset})`;
  return [
    { header: 'asset', value: (p) => p.asset },
    { header: 'quantity', value: (p) => p.quantity },
    { header: 'costedQuantity', value: (p) => p.costedQuantity },
    { header: `averageCost ${by}`, value: (p) => p.averageCost },
    { header: `costBasis ${by}`, value: (p) => p.costBasis },
    { header: `price (${quoteAsset})`, value: (p) => p.price },
    { header: `marketValue (${quoteAsset})`, value: (p) => p.marketValue },
    { header: `unrealizedPnl ${by}`, value: (p) => p.unrealized },
    { header: 'unrealizedPercent', value: (p) => p.unrealizedPercent },
    { header: `realizedPnlToday ${by}`, value: (p) => p.realized.today },
    { header: `realizedPnl7d ${by}`, value: (p) => p.realized.d7 },
    { header: `realizedPnl30d ${by}`, value: (p) => p.realized.d30 },
    { header: `realizedPnlAllTime ${by}`, value: (p) => p.realized.all },
    { header: 'fees', value: (p) => p.fees.map((f) => `${f.amount} ${f.asset}`).join(' ') },
    { header: `feesValue (${quoteAsset})`, value: (p) => p.feesValue },
    { header: 'sharePercent', value: (p) => p.share },
    { header: 'transferredIn', value: (p) => p.transferredIn },
    { header: 'transferredOut', value: (p) => p.transferredOut },
  ];
}

/** Realized P&L per trade as exported, the method and valuation asset in the cost figures' headers. */
export function realizedCsvColumns(method: CostMethod, quoteAsset: string): CsvColumn<RealizedRow>[] {
  const by = `(${costMethodLabels[method]}, ${quoteAsset})`;
  return [
    { header: 'time', value: (r) => iso(r.time) },
    { header: 'symbol', value: (r) => r.symbol },
    { header: 'tradeId', value: (r) => r.tradeId },
    { header: 'side', value: (r) => r.side },
    { header: 'asset', value: (r) => r.asset },
    { header: 'qty', value: (r) => r.quantity },
    { header: 'price', value: (r) => r.price },
    { header: `proceeds (${quoteAsset})`, value: (r) => r.proceeds },
    { header: `costOfSold ${by}`, value: (r) => r.costOfSold },
    { header: 'commission', value: (r) => r.fee },
    { header: 'commissionAsset', value: (r) => r.feeAsset },
    { header: `commissionValue (${quoteAsset})`, value: (r) => r.feeValue },
    { header: `realizedPnl ${by}`, value: (r) => r.realized },
  ];
}
