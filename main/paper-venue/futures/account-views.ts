import { createHash } from 'node:crypto';
import { assetFigures, orderInitialMargin } from './margin';
import { isOpen } from './order';
import { accountTotals, assetRow } from './account-assets';
import { money, shownAmountAndPrices, visible } from './position-views';
import type { FuturesAccount, FuturesState } from './state';
import type { Family } from './symbols';

/** A short, stable alias per account, like the live venue's `accountAlias`. */
function accountAlias(account: FuturesAccount): string {
  const digest = createHash('sha256').update(account.id).digest();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return [...digest.subarray(0, 4)].map((byte, i) => letters[(byte % 26) + (i % 2 === 0 ? 0 : 26)]).join('');
}

function marginAssets(state: FuturesState, family: Family): string[] {
  return [
    ...new Set(
      [...state.markets.values()].filter((m) => m.spec.family === family).map((m) => m.spec.marginAsset),
    ),
  ];
}

/** GET /fapi/v2/balance, /fapi/v3/balance and /dapi/v1/balance: one row per margin asset. */
export function balanceRows(state: FuturesState, account: FuturesAccount, family: Family, now: number) {
  return marginAssets(state, family).map((asset) => {
    const a = assetFigures(state, account, family, asset);
    const common = {
      accountAlias: accountAlias(account),
      asset,
      balance: money(a.wallet),
    };
    if (family === 'dapi') {
      return {
        ...common,
        withdrawAvailable: money(a.available),
        crossWalletBalance: money(a.crossWallet),
        crossUnPnl: money(a.crossUnrealised),
        availableBalance: money(a.available),
        updateTime: now,
      };
    }
    return {
      ...common,
      crossWalletBalance: money(a.crossWallet),
      crossUnPnl: money(a.crossUnrealised),
      availableBalance: money(a.available),
      maxWithdrawAmount: money(a.available),
      marginAvailable: true,
      updateTime: now,
    };
  });
}

/** Positions held or with open orders: the only ones the v3 views list. */
function activeFigures(state: FuturesState, account: FuturesAccount, family: Family) {
  const ordered = new Set(
    [...state.orders.values()]
      .filter((o) => o.accountId === account.id && o.family === family && isOpen(o))
      .map((o) => `${o.symbol}:${o.positionSide}`),
  );
  return visible(state, account, family).filter(
    (f) => !f.position.amount.isZero() || ordered.has(`${f.position.symbol}:${f.position.positionSide}`),
  );
}

/** GET /fapi/v3/positionRisk: held positions (and ones with open orders), with their margins. */
export function positionRiskV3(state: FuturesState, account: FuturesAccount, symbol?: string) {
  return activeFigures(state, account, 'fapi')
    .filter((f) => symbol === undefined || f.position.symbol === symbol)
    .map((f) => {
      const spec = state.markets.get(f.position.symbol)!.spec;
      const p = f.position;
      const openIm = [...state.orders.values()]
        .filter(
          (o) =>
            o.accountId === account.id &&
            o.symbol === p.symbol &&
            o.positionSide === p.positionSide &&
            isOpen(o),
        )
        .reduce(
          (sum, o) => sum.plus(orderInitialMargin(state, account, o)),
          f.initialMargin.minus(f.initialMargin),
        );
      return {
        symbol: p.symbol,
        positionSide: p.positionSide,
        ...shownAmountAndPrices(state, f),
        isolatedMargin: money(f.isolated ? f.isolatedWallet.plus(f.unrealised) : f.isolatedWallet),
        notional: money(f.notional),
        marginAsset: spec.marginAsset,
        isolatedWallet: money(f.isolatedWallet),
        initialMargin: money(f.initialMargin.plus(openIm)),
        maintMargin: money(f.maintMargin),
        positionInitialMargin: money(f.initialMargin),
        openOrderInitialMargin: money(openIm),
        adl: 0,
        bidNotional: '0',
        askNotional: '0',
        updateTime: p.updateTime,
      };
    });
}

/** GET /fapi/v3/account: totals, assets, and the held positions. */
export function accountV3(state: FuturesState, account: FuturesAccount, now: number) {
  const assets = marginAssets(state, 'fapi').map((asset) => {
    const a = assetFigures(state, account, 'fapi', asset);
    return { ...assetRow(asset, a), updateTime: now };
  });
  const positions = positionRiskV3(state, account).map((row) => ({
    symbol: row.symbol,
    positionSide: row.positionSide,
    positionAmt: row.positionAmt,
    unrealizedProfit: row.unRealizedProfit,
    isolatedMargin: row.isolatedMargin,
    notional: row.notional,
    isolatedWallet: row.isolatedWallet,
    initialMargin: row.initialMargin,
    maintMargin: row.maintMargin,
    updateTime: row.updateTime,
  }));
  return {
    ...accountTotals(assets[0]),
    assets,
    positions,
  };
}
