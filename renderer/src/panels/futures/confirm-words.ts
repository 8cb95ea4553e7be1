import { amountDecimals, formatAvailable, formatDecimal, formatPercent } from '@shared/decimal/format';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import type { PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import { futuresTypeWord, orderKind } from '@shared/ipc/order-words';
import type { TimeDisplay } from '@shared/ipc/settings';
import { formatDateTime } from '../../ui/format-time';
import { marketLabels } from '../market-panel/PanelSymbolBar';
import { stpWords } from '../order-entry/stp-words';
import { symbolFigures } from './figures';
import type { OrderCost } from './order-cost';
import { priceMatchWord } from './type-words';

type FuturesOrder = PlaceFuturesOrderArgs['order'];

/** Which price a trigger watches, in a sentence: the venue's default is the last price. */
const watched = (workingType: string | undefined) =>
  workingType === 'MARK_PRICE' ? 'the mark price' : 'the last price';

/** How the order is priced: at a typed price, a matched one, at market, or at a trigger. */
function pricing(order: FuturesOrder, price: (value: string) => string): string {
  const limit =
    'priceMatch' in order && order.priceMatch
      ? `at the ${priceMatchWord(order.priceMatch)} price`
      : 'price' in order && order.price
        ? `at ${price(order.price)}`
        : '';
  switch (order.type) {
    case 'LIMIT':
      return limit;
    case 'MARKET':
      return 'at market';
    case 'STOP':
    case 'TAKE_PROFIT':
      return `when ${watched(order.workingType)} reaches ${price(order.stopPrice)}, then a limit ${limit}`;
    case 'STOP_MARKET':
    case 'TAKE_PROFIT_MARKET':
      return `at market when ${watched(order.workingType)} reaches ${price(order.stopPrice)}`;
    case 'TRAILING_STOP_MARKET':
      return `at market once ${watched(order.workingType)} pulls back ${order.callbackRate} %${
        order.activationPrice ? ` after reaching ${price(order.activationPrice)}` : ''
      }`;
  }
}

/**
 * What a futures order does, as its confirmation says it before anything is sent: "Limit buy 0.010
 * BTC of BTCUSDT (USD-M) at 65,000.0.", then its terms (position side, reduce only, time in force, the
 * self-trade prevention asked for), then the take profit and stop loss it carries.
 */
export function futuresOrderWords(
  args: PlaceFuturesOrderArgs,
  symbol: FuturesSymbolView,
  timeDisplay: TimeDisplay,
): readonly string[] {
  const { order } = args;
  const figures = symbolFigures(symbol);
  const unit = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  const kind = orderKind(futuresTypeWord(order.type), order.side);
  const contract = `${order.symbol} (${marketLabels[args.family]})`;
  const size =
    'closePosition' in order && order.closePosition
      ? `${contract} closing the whole position`
      : `${figures.size(order.quantity ?? '0')} ${unit} of ${contract}`;
  const terms = [
    ...(order.positionSide && order.positionSide !== 'BOTH'
      ? [`${order.positionSide === 'LONG' ? 'Long' : 'Short'} position`]
      : []),
    ...(order.reduceOnly ? ['Reduce only'] : []),
    ...('timeInForce' in order && order.timeInForce ? [timeInForceWords(order, timeDisplay)] : []),
    ...('priceProtect' in order && order.priceProtect ? ['Price protection'] : []),
    ...(order.selfTradePreventionMode
      ? [`Self-trade prevention: ${stpWords(order.selfTradePreventionMode)}`]
      : []),
  ];
  const exits = args.exits && [
    ...(args.exits.takeProfit
      ? [
          `take profit at ${figures.price(args.exits.takeProfit.stopPrice)} (${watched(args.exits.takeProfit.workingType)})`,
        ]
      : []),
    ...(args.exits.stopLoss
      ? [
          `stop loss at ${figures.price(args.exits.stopLoss.stopPrice)} (${watched(args.exits.stopLoss.workingType)})`,
        ]
      : []),
  ];
  return [
    `${kind} ${size} ${pricing(order, figures.price)}`.trimEnd() + '.',
    ...(terms.length > 0 ? [`${terms.join(' · ')}.`] : []),
    ...(exits && exits.length > 0
      ? [`When it fills: a ${exits.join(' and a ')}, each closing the position.`]
      : []),
  ];
}

function timeInForceWords(order: FuturesOrder, timeDisplay: TimeDisplay): string {
  if (!('timeInForce' in order) || order.timeInForce === undefined) return '';
  if (order.timeInForce === 'GTD' && 'goodTillDate' in order && order.goodTillDate !== undefined)
    return `Good till ${formatDateTime(order.goodTillDate, timeDisplay)}`;
  return tifWords[order.timeInForce] ?? order.timeInForce;
}

/** Time in force as the Binance app spells it out, the API's name after it. */
const tifWords: Readonly<Record<string, string>> = {
  GTC: 'Good till cancelled (GTC)',
  IOC: 'Immediate or cancel (IOC)',
  FOK: 'Fill or kill (FOK)',
  GTX: 'Post only (GTX)',
};

/** Where a form's orders go, in the confirmation: the hedge-mode position, or reduce only in one-way mode. */
export function positionTerms(hedge: boolean, positionSide: string, reduceOnly: boolean): string[] {
  if (hedge) return [`On the ${positionSide === 'SHORT' ? 'Short' : 'Long'} position.`];
  return reduceOnly ? ['Reduce only.'] : [];
}

/** The order's cost line in a sentence: the margin it holds and about what it pays in commission. */
export function costWords(cost: OrderCost): string {
  const amount = (value: string) => `${formatDecimal(value, amountDecimals(cost.asset))} ${cost.asset}`;
  const parts = [
    ...(cost.cost !== null ? [`Cost ${amount(cost.cost)} (margin at ${cost.leverage}×)`] : []),
    ...(cost.fee
      ? [`Fee (${formatPercent(cost.fee.rate)} ${cost.fee.role}) ≈ ${amount(cost.fee.amount)}`]
      : []),
    `Available ${formatAvailable(cost.available, cost.asset)} ${cost.asset}`,
  ];
  return `${parts.join(' · ')}.`;
}
