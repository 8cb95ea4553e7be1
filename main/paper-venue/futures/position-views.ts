import { accountTotals, assetRow } from './account-assets';
import { fixed } from './decimal';
import { maxPositionValue } from './leverage-brackets';
import { assetFigures, positionFigures, type PositionFigures } from './margin';
import type { FuturesAccount, FuturesState, Position } from './state';
import { positionOf } from './state';
import type { Family } from './symbols';

export const money = (value: { toFixed(places: number): string }) => value.toFixed(8);

/** Makes sure every listed symbol has its position rows (BOTH, or LONG and SHORT in hedge mode). */
export function ensurePositionRows(state: FuturesState, account: FuturesAccount, family: Family): void {
  for (const market of state.markets.values()) {
    if (market.spec.family !== family) continue;
    const sides = account.dualSide[family] ? (['LONG', 'SHORT'] as const) : (['BOTH'] as const);
    for (const side of sides) positionOf(account, market.spec.symbol, side);
  }
}

export function visible(state: FuturesState, account: FuturesAccount, family: Family): PositionFigures[] {
  ensurePositionRows(state, account, family);
  const hedge = account.dualSide[family];
  return positionFigures(state, account, family).filter(
    (f) => (f.position.positionSide === 'BOTH') !== hedge,
  );
}

/** A position row's amount, prices and unrealised profit, at the contract's precision. */
export function shownAmountAndPrices(state: FuturesState, f: PositionFigures) {
  const spec = state.markets.get(f.position.symbol)!.spec;
  const price = (value: Parameters<typeof fixed>[0]) => fixed(value, spec.pricePrecision + 6);
  return {
    positionAmt: fixed(f.position.amount, spec.quantityPrecision),
    entryPrice: price(f.position.entryPrice),
    breakEvenPrice: price(f.position.entryPrice),
    markPrice: price(f.mark),
    unRealizedProfit: money(f.unrealised),
    liquidationPrice: price(f.liquidationPrice),
  };
}

function maxLimit(state: FuturesState, position: Position, leverage: number): string {
  const spec = state.markets.get(position.symbol)!.spec;
  const value = maxPositionValue(leverage);
  return spec.contractSize === undefined ? value.toFixed() : value.dividedBy(spec.contractSize).toFixed(0);
}

/** GET /fapi/v2/positionRisk and GET /dapi/v1/positionRisk rows. */
export function positionRiskRows(
  state: FuturesState,
  account: FuturesAccount,
  family: Family,
  symbol?: string,
) {
  return visible(state, account, family)
    .filter((f) => symbol === undefined || f.position.symbol === symbol)
    .map((f) => {
      const p = f.position;
      const common = {
        symbol: p.symbol,
        ...shownAmountAndPrices(state, f),
        leverage: String(f.leverage),
        marginType: f.isolated ? 'isolated' : 'cross',
        isolatedMargin: money(f.isolated ? f.isolatedWallet.plus(f.unrealised) : f.isolatedWallet),
        isAutoAddMargin: 'false',
        positionSide: p.positionSide,
        isolatedWallet: money(f.isolatedWallet),
        updateTime: p.updateTime,
      };
      return family === 'fapi'
        ? { ...common, notional: money(f.notional), maxNotionalValue: maxLimit(state, p, f.leverage) }
        : { ...common, notionalValue: money(f.notional), maxQty: maxLimit(state, p, f.leverage) };
    });
}

/** GET /fapi/v2/account and GET /dapi/v1/account (one asset per family). */
export function accountView(state: FuturesState, account: FuturesAccount, family: Family, now: number) {
  const rows = visible(state, account, family);
  const assetNames = [...new Set(rows.map((f) => state.markets.get(f.position.symbol)!.spec.marginAsset))];
  const assets = assetNames.map((asset) => {
    const a = assetFigures(state, account, family, asset);
    return {
      ...assetRow(asset, a),
      ...(family === 'fapi' ? { marginAvailable: true } : {}),
      updateTime: now,
    };
  });
  const positions = rows.map((f) => {
    const spec = state.markets.get(f.position.symbol)!.spec;
    return {
      symbol: f.position.symbol,
      initialMargin: money(f.initialMargin),
      maintMargin: money(f.maintMargin),
      unrealizedProfit: money(f.unrealised),
      positionInitialMargin: money(f.initialMargin),
      openOrderInitialMargin: '0',
      leverage: String(f.leverage),
      isolated: f.isolated,
      isolatedWallet: money(f.isolatedWallet),
      entryPrice: fixed(f.position.entryPrice, spec.pricePrecision + 6),
      ...(family === 'fapi'
        ? { maxNotional: maxLimit(state, f.position, f.leverage) }
        : { maxQty: maxLimit(state, f.position, f.leverage) }),
      positionSide: f.position.positionSide,
      positionAmt: fixed(f.position.amount, spec.quantityPrecision),
      updateTime: f.position.updateTime,
    };
  });
  const flags = { feeTier: 0, canTrade: true, canDeposit: true, canWithdraw: true, updateTime: now };
  if (family === 'dapi') return { assets, positions, ...flags };
  return {
    ...flags,
    multiAssetsMargin: false,
    ...accountTotals(assets[0]),
    assets,
    positions,
  };
}
