import type { CoinmSymbolInfo } from '@shared/api/futures/coinm-exchange-info';
import type { FuturesSymbolInfo } from '@shared/api/futures/exchange-info';
import type { CoinmOrder, UsdmOrder } from '@shared/api/futures/order';
import type {
  CoinmAccount,
  CoinmPositionRisk,
  FuturesAccountAsset,
  UsdmAccount,
  UsdmPositionRisk,
} from '@shared/api/futures/positions';
import type {
  FuturesAccountView,
  FuturesFamily,
  FuturesOrderView,
  FuturesSymbolView,
  FuturesWalletView,
  PositionView,
} from '@shared/ipc/futures';
import type { PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import type { TerminalErrorPayload } from '@shared/ipc/errors';

const isZero = (text: string) => /^-?0*(\.0*)?$/.test(text);

export function symbolView(
  family: FuturesFamily,
  info: FuturesSymbolInfo | CoinmSymbolInfo,
): FuturesSymbolView {
  return {
    family,
    symbol: info.symbol,
    pair: info.pair,
    baseAsset: info.baseAsset,
    quoteAsset: info.quoteAsset,
    marginAsset: info.marginAsset,
    contractSize: 'contractSize' in info ? info.contractSize : null,
    pricePrecision: info.pricePrecision,
    quantityPrecision: info.quantityPrecision,
    orderTypes: info.orderTypes,
    timeInForce: info.timeInForce,
    triggerProtect: info.triggerProtect,
    marketTakeBound: info.marketTakeBound,
    filters: info.filters,
  };
}

export function orderView(family: FuturesFamily, order: UsdmOrder | CoinmOrder): FuturesOrderView {
  return {
    family,
    symbol: order.symbol,
    orderId: order.orderId,
    clientOrderId: order.clientOrderId,
    side: order.side,
    positionSide: order.positionSide,
    type: order.type,
    origType: order.origType,
    status: order.status,
    timeInForce: order.timeInForce,
    price: order.price,
    avgPrice: order.avgPrice ?? null,
    origQty: order.origQty,
    executedQty: order.executedQty,
    stopPrice: order.stopPrice,
    reduceOnly: order.reduceOnly,
    closePosition: order.closePosition,
    workingType: order.workingType,
    priceProtect: order.priceProtect,
    priceMatch: order.priceMatch,
    selfTradePreventionMode: order.selfTradePreventionMode,
    goodTillDate: 'goodTillDate' in order && order.goodTillDate ? order.goodTillDate : null,
    activatePrice: 'activatePrice' in order ? (order.activatePrice ?? null) : null,
    priceRate: 'priceRate' in order ? (order.priceRate ?? null) : null,
    updateTime: order.updateTime,
  };
}

/** An order whose placing answer was lost: what was sent, with no venue id, UNKNOWN. */
export function unknownView(
  args: PlaceFuturesOrderArgs,
  clientOrderId: string,
  updateTime: number,
  problem: TerminalErrorPayload,
): FuturesOrderView {
  const o: Partial<Record<string, unknown>> & PlaceFuturesOrderArgs['order'] = args.order;
  const text = (key: string, otherwise: string) =>
    typeof o[key] === 'string' ? (o[key] as string) : otherwise;
  return {
    family: args.family,
    symbol: o.symbol,
    orderId: null,
    clientOrderId,
    side: o.side,
    positionSide: o.positionSide ?? 'BOTH',
    type: o.type,
    origType: o.type,
    status: 'UNKNOWN',
    timeInForce: text('timeInForce', 'GTC'),
    price: text('price', '0'),
    avgPrice: null,
    origQty: text('quantity', '0'),
    executedQty: '0',
    stopPrice: text('stopPrice', '0'),
    reduceOnly: o.reduceOnly ?? false,
    closePosition: o['closePosition'] === true,
    workingType: (o['workingType'] as FuturesOrderView['workingType'] | undefined) ?? 'CONTRACT_PRICE',
    priceProtect: o['priceProtect'] === true,
    priceMatch: (o['priceMatch'] as FuturesOrderView['priceMatch'] | undefined) ?? 'NONE',
    selfTradePreventionMode: o.selfTradePreventionMode ?? 'NONE',
    goodTillDate: typeof o['goodTillDate'] === 'number' ? o['goodTillDate'] : null,
    activatePrice: text('activationPrice', '') || null,
    priceRate: text('callbackRate', '') || null,
    updateTime,
    problem,
  };
}

/**
 * Why a held position has no liquidation price: the venue answers 0 when no positive price would
 * bring its margin down to the maintenance margin, i.e. the margin covers any move that way.
 */
function liquidationNote(row: UsdmPositionRisk | CoinmPositionRisk): string | null {
  if (isZero(row.positionAmt) || !isZero(row.liquidationPrice)) return null;
  return row.positionAmt.startsWith('-')
    ? 'No liquidation at this margin: it covers any rise in price'
    : 'No liquidation at this margin: it covers a fall to zero';
}

export function positionView(family: FuturesFamily, row: UsdmPositionRisk | CoinmPositionRisk): PositionView {
  return {
    family,
    symbol: row.symbol,
    positionSide: row.positionSide,
    size: row.positionAmt,
    entryPrice: row.entryPrice,
    markPrice: row.markPrice,
    unrealizedPnl: row.unRealizedProfit,
    leverage: Number.parseInt(row.leverage, 10),
    liquidationPrice: isZero(row.liquidationPrice) ? null : row.liquidationPrice,
    liquidationNote: liquidationNote(row),
    marginType: row.marginType.toLowerCase() === 'isolated' ? 'isolated' : 'cross',
    isolatedMargin: row.isolatedMargin,
    notional: 'notional' in row ? row.notional : row.notionalValue,
    maxPosition: 'maxNotionalValue' in row ? row.maxNotionalValue : row.maxQty,
    updateTime: row.updateTime,
  };
}

const walletView = (asset: FuturesAccountAsset): FuturesWalletView => ({
  asset: asset.asset,
  walletBalance: asset.walletBalance,
  unrealizedPnl: asset.unrealizedProfit,
  marginBalance: asset.marginBalance,
  availableBalance: asset.availableBalance,
  initialMargin: asset.initialMargin,
  maintMargin: asset.maintMargin,
  maxWithdrawAmount: asset.maxWithdrawAmount,
  crossWalletBalance: asset.crossWalletBalance,
});

export function accountView(family: FuturesFamily, account: UsdmAccount | CoinmAccount): FuturesAccountView {
  return {
    family,
    canTrade: account.canTrade,
    wallets: account.assets.map(walletView),
    positions: account.positions
      .filter((p) => !isZero(p.positionAmt))
      .map((p) => ({
        symbol: p.symbol,
        positionSide: p.positionSide,
        maintMargin: p.maintMargin,
        unrealizedPnl: p.unrealizedProfit,
        isolated: p.isolated ?? false,
      })),
    updateTime: account.updateTime,
  };
}
