import type { OrderStatus, OrderType } from '../api/spot/enums';

/**
 * How the terminal names orders to a trader (the order form, the tables, the result lines and the
 * notices); the venue's names may follow as secondary text.
 */

/** Spot order types, as the order form's type list shows them. */
export const spotTypeWords: Readonly<Record<OrderType, string>> = {
  LIMIT: 'Limit',
  MARKET: 'Market',
  LIMIT_MAKER: 'Limit maker',
  STOP_LOSS: 'Stop loss',
  STOP_LOSS_LIMIT: 'Stop loss limit',
  TAKE_PROFIT: 'Take profit',
  TAKE_PROFIT_LIMIT: 'Take profit limit',
};

/** Futures order types, as the futures order form shows them. */
export const futuresTypeWords: Readonly<Record<string, string>> = {
  LIMIT: 'Limit',
  MARKET: 'Market',
  STOP: 'Stop limit',
  STOP_MARKET: 'Stop market',
  TAKE_PROFIT: 'Take profit limit',
  TAKE_PROFIT_MARKET: 'Take profit market',
  TRAILING_STOP_MARKET: 'Trailing stop',
};

/** Order statuses, as the Binance app and the notices put them. */
export const statusWords: Readonly<Record<OrderStatus, string>> = {
  NEW: 'Open',
  PENDING_NEW: 'Pending',
  PARTIALLY_FILLED: 'Partly filled',
  FILLED: 'Filled',
  CANCELED: 'Cancelled',
  PENDING_CANCEL: 'Cancelling',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
  EXPIRED_IN_MATCH: 'Expired in match',
};

const wordOf = (words: Readonly<Record<string, string>>, name: string) => words[name] ?? name;

/** A spot type in words; a type the terminal does not know, as the venue names it. */
export const spotTypeWord = (type: string) => wordOf(spotTypeWords, type);
export const futuresTypeWord = (type: string) => wordOf(futuresTypeWords, type);
export const statusWord = (status: string) => wordOf(statusWords, status);

/** "Open (NEW)": the word, then the venue's name where it differs. */
export const statusWithName = (status: string) => {
  const word = statusWord(status);
  return word === status ? word : `${word} (${status})`;
};

/** "Limit buy", "Stop loss limit sell": what an order is, before its size and symbol. */
export const orderKind = (typeWord: string, side: string) => `${typeWord} ${side.toLowerCase()}`;

/** "Limit buy 0.00500 BTCUSDT": a spot order's kind, then its size (as shown) and symbol. */
export const spotOrderWhat = (type: string, side: string, size: string, symbol: string) =>
  `${orderKind(spotTypeWord(type), side)} ${size} ${symbol}`;

/** The sides, as the order form's Buy and Sell buttons name them. */
export const sideWords: Readonly<Record<'BUY' | 'SELL', string>> = { BUY: 'Buy', SELL: 'Sell' };

/** An order list's status (listOrderStatus): its orders still working, or all done. */
export const listStatusWords: Readonly<Record<string, string>> = {
  EXECUTING: 'Working',
  ALL_DONE: 'Done',
  REJECT: 'Rejected',
};
export const listStatusWord = (status: string) => wordOf(listStatusWords, status);
