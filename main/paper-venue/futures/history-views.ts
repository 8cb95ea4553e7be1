import { fixed } from './decimal';
import { refusals } from './errors';
import { optionalText } from './params';
import { readLimit, readNumber, readTimeSpan } from './request-reading';
import type { FuturesState, Market } from './state';
import type { Family } from './symbols';
import type { AccountFill, IncomeRecord } from './tape';
import { valuePlaces } from './trade-views';

type Params = Readonly<Record<string, string>>;
const WEEK = 7 * 24 * 60 * 60 * 1000;

/** Income types Binance lists; the venue books REALIZED_PNL, COMMISSION and FUNDING_FEE. */
export const INCOME_TYPES = [
  'TRANSFER',
  'WELCOME_BONUS',
  'REALIZED_PNL',
  'FUNDING_FEE',
  'COMMISSION',
  'INSURANCE_CLEAR',
  'REFERRAL_KICKBACK',
  'COMMISSION_REBATE',
  'API_REBATE',
  'CONTEST_REWARD',
  'CROSS_COLLATERAL_TRANSFER',
  'OPTIONS_PREMIUM_FEE',
  'OPTIONS_SETTLE_PROFIT',
  'INTERNAL_TRANSFER',
  'AUTO_EXCHANGE',
  'DELIVERED_SETTELMENT',
  'COIN_SWAP_DEPOSIT',
  'COIN_SWAP_WITHDRAW',
  'POSITION_LIMIT_INCREASE_FEE',
] as const;

function userTradeView(market: Market, fill: AccountFill) {
  const { spec } = market;
  const buyer = fill.side === 'BUY';
  const value = fixed(fill.value, valuePlaces(market));
  const common = {
    symbol: spec.symbol,
    id: fill.id,
    orderId: fill.orderId,
    side: fill.side,
    price: fixed(fill.price, spec.pricePrecision),
    qty: fixed(fill.qty, spec.quantityPrecision),
    realizedPnl: fixed(fill.realizedPnl, 8),
    commission: fixed(fill.commission, 8),
    commissionAsset: fill.commissionAsset,
    time: fill.time,
    positionSide: fill.positionSide,
    buyer,
    maker: fill.maker,
  };
  return spec.family === 'fapi'
    ? { ...common, quoteQty: value }
    : { ...common, pair: spec.pair, marginAsset: spec.marginAsset, baseQty: value };
}

/**
 * GET userTrades: the account's fills in `markets`, oldest first — from `fromId`, within a time span
 * (at most 7 days), of one `orderId`, or the newest `limit`.
 */
export function userTrades(
  state: FuturesState,
  accountId: string,
  markets: readonly Market[],
  params: Params,
) {
  const fromId = readNumber(params, 'fromId');
  const orderId = readNumber(params, 'orderId');
  const span = readTimeSpan(params);
  const limit = readLimit(params, 500, 1000);
  if (fromId !== undefined && (span.startTime !== undefined || span.endTime !== undefined))
    throw refusals.badCombination();
  if (span.startTime !== undefined && span.endTime !== undefined && span.endTime - span.startTime > WEEK)
    throw refusals.timeSpanTooLong();
  const bySymbol = new Map(markets.map((m) => [m.spec.symbol, m]));
  const fills = state.tape.accountFills.filter(
    (f) =>
      f.accountId === accountId &&
      bySymbol.has(f.symbol) &&
      (orderId === undefined || f.orderId === orderId) &&
      (fromId === undefined || f.id >= fromId) &&
      f.time >= (span.startTime ?? 0) &&
      f.time <= (span.endTime ?? Number.MAX_SAFE_INTEGER),
  );
  const chosen =
    fromId !== undefined || span.startTime !== undefined
      ? fills.slice(0, limit)
      : fills.slice(Math.max(0, fills.length - limit));
  return chosen.map((f) => userTradeView(bySymbol.get(f.symbol)!, f));
}

function incomeView(record: IncomeRecord) {
  return {
    symbol: record.symbol,
    incomeType: record.incomeType,
    income: fixed(record.income, 8),
    asset: record.asset,
    info: record.incomeType,
    time: record.time,
    tranId: record.tranId,
    tradeId: record.tradeId,
  };
}

/** GET income: the account's income in the family, oldest first; the last 7 days unless a span is given. */
export function incomeHistory(
  state: FuturesState,
  family: Family,
  accountId: string,
  params: Params,
  now: number,
) {
  const symbol = optionalText(params, 'symbol');
  const incomeType = optionalText(params, 'incomeType');
  if (incomeType !== undefined && !(INCOME_TYPES as readonly string[]).includes(incomeType))
    throw refusals.invalidValue('incomeType');
  const span = readTimeSpan(params);
  const limit = readLimit(params, 100, 1000);
  const page = family === 'fapi' ? (readNumber(params, 'page') ?? 1) : 1;
  if (page < 1) throw refusals.invalidValue('page');
  const from = span.startTime ?? (span.endTime ?? now) - WEEK;
  const to = span.endTime ?? now;
  const records = state.tape.income.filter((r) => {
    const market = state.markets.get(r.symbol);
    return (
      r.accountId === accountId &&
      market?.spec.family === family &&
      (symbol === undefined || r.symbol === symbol) &&
      (incomeType === undefined || r.incomeType === incomeType) &&
      r.time >= from &&
      r.time <= to
    );
  });
  return records.slice((page - 1) * limit, page * limit).map(incomeView);
}
