import { Dec, fixed } from '../futures/decimal';
import { algoStatus } from '../futures/algo-view';
import { assetFigures, positionFigures } from '../futures/margin';
import type { FuturesOrder } from '../futures/order';
import { accountOf, type FuturesState } from '../futures/state';
import type { Family } from '../futures/symbols';
import type { AccountFill } from '../futures/tape';
import { algoEvent, type ToldAlgoStatus } from './algo-event';
import type { Feed } from './market-feeds';

const money = (value: Dec) => value.toFixed(8);
/** MARGIN_CALL when the cross maintenance margin reaches this share of the cross margin balance. */
const MARGIN_CALL_RATIO = new Dec('0.8');

function orderEvent(
  state: FuturesState,
  order: FuturesOrder,
  now: number,
  execution: { x: string; X: string; z: Dec; value: Dec; fill?: AccountFill },
) {
  const spec = state.markets.get(order.symbol)!.spec;
  const price = (value: Dec | null) =>
    value === null || value.isZero() ? '0' : fixed(value, spec.pricePrecision);
  const qty = (value: Dec) => fixed(value, spec.quantityPrecision);
  const { fill } = execution;
  // the average of the fills so far: Σp·q/Σq, or Σq·contractSize/Σvalue for inverse contracts
  const average = execution.z.isZero()
    ? new Dec(0)
    : spec.contractSize === undefined
      ? execution.value.dividedBy(execution.z)
      : execution.z.times(spec.contractSize).dividedBy(execution.value);
  return {
    e: 'ORDER_TRADE_UPDATE',
    E: now,
    T: fill?.time ?? order.updateTime,
    o: {
      s: order.symbol,
      c: order.clientOrderId,
      S: order.side,
      o: order.type,
      f: order.timeInForce,
      q: qty(order.origQty),
      p: price(order.price),
      ap: fixed(average, spec.pricePrecision),
      sp: price(order.stopPrice),
      x: execution.x,
      X: execution.X,
      i: order.orderId,
      l: qty(fill?.qty ?? new Dec(0)),
      z: qty(execution.z),
      L: price(fill?.price ?? null),
      ...(fill ? { N: fill.commissionAsset, n: money(fill.commission) } : {}),
      T: fill?.time ?? order.updateTime,
      t: fill?.id ?? 0,
      b: '0',
      a: '0',
      m: fill?.maker ?? false,
      R: order.reduceOnly,
      wt: order.workingType,
      ot: order.origType,
      ps: order.positionSide,
      cp: order.closePosition,
      ...(order.activatePrice
        ? { AP: price(order.activatePrice), cr: order.priceRate?.toFixed(1) ?? '0' }
        : {}),
      pP: order.priceProtect,
      si: 0,
      ss: 0,
      rp: money(fill?.realizedPnl ?? new Dec(0)),
      V: order.selfTradePreventionMode,
      pm: order.priceMatch,
      gtd: order.goodTillDate,
    },
  };
}

/**
 * The futures user-data events of one account on one family, found by comparing the venue's
 * state with what was last told: ORDER_TRADE_UPDATE (NEW, each TRADE, CANCELED, EXPIRED),
 * ALGO_UPDATE (each status of an algo-service order: NEW, TRIGGERED, FINISHED, CANCELED, EXPIRED),
 * ACCOUNT_UPDATE (balances and positions, with the reason), ACCOUNT_CONFIG_UPDATE (leverage) and
 * MARGIN_CALL. An algo order waiting for its trigger is not in the book: it has no
 * ORDER_TRADE_UPDATE until it triggers.
 */
export function userFeed(state: FuturesState, accountId: string, family: Family): Feed {
  const account = accountOf(state, accountId);
  const inFamily = (symbol: string) => state.markets.get(symbol)?.spec.family === family;
  const orders = new Map<number, { status: string; executed: Dec; value: Dec; amendments: number }>();
  const algos = new Map<number, ToldAlgoStatus>();
  for (const o of state.orders.values()) {
    if (o.accountId !== accountId || !inFamily(o.symbol)) continue;
    if (o.algoId !== undefined) algos.set(o.orderId, algoStatus(o) as ToldAlgoStatus);
    // a waiting algo order is not in the book: its ORDER_TRADE_UPDATE NEW comes when it triggers
    if (o.algoId === undefined || o.triggered)
      orders.set(o.orderId, {
        status: o.status,
        executed: o.executedQty,
        value: o.cumQuote,
        amendments: o.amendments ?? 0,
      });
  }
  let fillCursor = state.tape.accountFills.length;
  let incomeCursor = state.tape.income.length;
  const assets = [
    ...new Set(
      [...state.markets.values()].filter((m) => m.spec.family === family).map((m) => m.spec.marginAsset),
    ),
  ];
  const balanceKey = () => assets.map((a) => `${a}=${account.wallets.get(a)?.toFixed() ?? '0'}`).join(',');
  const positionKeys = () =>
    new Map(
      [...account.positions.values()]
        .filter((p) => inFamily(p.symbol))
        .map((p) => [
          `${p.symbol}:${p.positionSide}`,
          `${p.amount.toFixed()}@${p.entryPrice.toFixed()}+${p.addedMargin.toFixed()}`,
        ]),
    );
  let balances = balanceKey();
  let positions = positionKeys();
  const leverage = new Map(account.leverage);
  let marginCalled = false;

  return {
    poll(now) {
      const out: unknown[] = [];
      const fills = state.tape.accountFills
        .slice(fillCursor)
        .filter((f) => f.accountId === accountId && inFamily(f.symbol));
      fillCursor = state.tape.accountFills.length;
      const income = state.tape.income
        .slice(incomeCursor)
        .filter((r) => r.accountId === accountId && inFamily(r.symbol));
      incomeCursor = state.tape.income.length;
      for (const order of state.orders.values()) {
        if (order.accountId !== accountId || !inFamily(order.symbol)) continue;
        const algo = order.algoId === undefined ? undefined : algoStatus(order);
        const toldAlgo = algos.get(order.orderId);
        const tellAlgo = (status: ToldAlgoStatus, z = new Dec(0), value = new Dec(0)) => {
          out.push(algoEvent(state, order, now, status, { z, value }));
          algos.set(order.orderId, status);
        };
        if (algo !== undefined && !order.triggered) {
          if (toldAlgo !== algo) tellAlgo(algo as ToldAlgoStatus);
          continue;
        }
        if (algo !== undefined && (toldAlgo === undefined || toldAlgo === 'NEW')) {
          if (toldAlgo === undefined) tellAlgo('NEW');
          tellAlgo('TRIGGERED');
        }
        let seen = orders.get(order.orderId);
        if (!seen) {
          seen = { status: 'NEW', executed: new Dec(0), value: new Dec(0), amendments: 0 };
          out.push(
            orderEvent(state, order, now, { x: 'NEW', X: 'NEW', z: seen.executed, value: seen.value }),
          );
        }
        let executed = seen.executed;
        let value = seen.value;
        // Modified (PUT order) since last told: its new price and quantity, before its fills. One
        // that the modification cancelled is told as cancelled only.
        const amendments = order.amendments ?? 0;
        if (amendments > seen.amendments && order.status !== 'CANCELED') {
          const X = seen.executed.isZero() ? 'NEW' : 'PARTIALLY_FILLED';
          out.push(orderEvent(state, order, now, { x: 'AMENDMENT', X, z: executed, value }));
        }
        for (const fill of fills.filter((f) => f.orderId === order.orderId)) {
          executed = executed.plus(fill.qty);
          value = value.plus(fill.value);
          const X = executed.equals(order.origQty) ? 'FILLED' : 'PARTIALLY_FILLED';
          out.push(orderEvent(state, order, now, { x: 'TRADE', X, z: executed, value, fill }));
        }
        const ended = ['CANCELED', 'EXPIRED', 'EXPIRED_IN_MATCH'].includes(order.status);
        if (ended && seen.status !== order.status) {
          const x = order.status === 'CANCELED' ? 'CANCELED' : 'EXPIRED';
          out.push(orderEvent(state, order, now, { x, X: order.status, z: executed, value }));
        }
        orders.set(order.orderId, { status: order.status, executed, value, amendments });
        if (algo === 'FINISHED' && algos.get(order.orderId) !== 'FINISHED')
          tellAlgo('FINISHED', executed, value);
      }

      const nowBalances = balanceKey();
      const nowPositions = positionKeys();
      const changed = [...nowPositions]
        // a position row appearing at zero (a positionRisk call opens them) is no change
        .filter(([key, value]) => (positions.get(key) ?? '0@0+0') !== value)
        .map(([key]) => key);
      if (nowBalances !== balances || changed.length > 0) {
        const reason = income.some((r) => r.incomeType === 'FUNDING_FEE')
          ? 'FUNDING_FEE'
          : fills.length > 0
            ? 'ORDER'
            : changed.length > 0 && nowBalances === balances
              ? 'MARGIN_TRANSFER'
              : 'ADJUSTMENT';
        const figures = positionFigures(state, account, family).filter((f) =>
          changed.includes(`${f.position.symbol}:${f.position.positionSide}`),
        );
        out.push({
          e: 'ACCOUNT_UPDATE',
          E: now,
          T: now,
          a: {
            m: reason,
            B: assets.map((asset) => {
              const a = assetFigures(state, account, family, asset);
              // the balance change other than profit and commission: funding here
              const change = income
                .filter((r) => r.asset === asset && r.incomeType === 'FUNDING_FEE')
                .reduce((sum, r) => sum.plus(r.income), new Dec(0));
              return { a: asset, wb: money(a.wallet), cw: money(a.crossWallet), bc: money(change) };
            }),
            P: figures.map((f) => {
              const spec = state.markets.get(f.position.symbol)!.spec;
              return {
                s: f.position.symbol,
                pa: fixed(f.position.amount, spec.quantityPrecision),
                ep: fixed(f.position.entryPrice, spec.pricePrecision + 6),
                bep: fixed(f.position.entryPrice, spec.pricePrecision + 6),
                cr: '0',
                up: money(f.unrealised),
                mt: f.isolated ? 'isolated' : 'cross',
                iw: money(f.isolatedWallet),
                ps: f.position.positionSide,
              };
            }),
          },
        });
      }
      balances = nowBalances;
      positions = nowPositions;

      for (const [symbol, value] of account.leverage) {
        if (!inFamily(symbol) || leverage.get(symbol) === value) continue;
        leverage.set(symbol, value);
        out.push({ e: 'ACCOUNT_CONFIG_UPDATE', E: now, T: now, ac: { s: symbol, l: value } });
      }

      for (const asset of assets) {
        const a = assetFigures(state, account, family, asset);
        const balance = a.crossWallet.plus(a.crossUnrealised);
        const risky =
          a.crossMaintMargin.greaterThan(0) &&
          a.crossMaintMargin.greaterThanOrEqualTo(balance.times(MARGIN_CALL_RATIO));
        if (risky && !marginCalled) {
          out.push({
            e: 'MARGIN_CALL',
            E: now,
            cw: money(a.crossWallet),
            p: positionFigures(state, account, family)
              .filter((f) => !f.position.amount.isZero() && !f.isolated)
              .map((f) => {
                const spec = state.markets.get(f.position.symbol)!.spec;
                return {
                  s: f.position.symbol,
                  ps: f.position.positionSide,
                  pa: fixed(f.position.amount, spec.quantityPrecision),
                  mt: 'CROSSED',
                  iw: '0',
                  mp: fixed(f.mark, spec.pricePrecision + 6),
                  up: money(f.unrealised),
                  mm: money(f.maintMargin),
                };
              }),
          });
        }
        marginCalled = risky;
      }
      return out;
    },
  };
}
