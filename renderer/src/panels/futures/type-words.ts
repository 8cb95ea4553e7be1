/** The futures order types in a trader's words, as the order form, the chart and the notices name them. */
export const futuresTypeWords: Readonly<Record<string, string>> = {
  LIMIT: 'Limit',
  MARKET: 'Market',
  STOP: 'Stop limit',
  STOP_MARKET: 'Stop market',
  TAKE_PROFIT: 'Take profit limit',
  TAKE_PROFIT_MARKET: 'Take profit market',
  TRAILING_STOP_MARKET: 'Trailing stop',
};

/** A type in a trader's words; a type the terminal does not know, as the venue names it. */
export const futuresTypeWord = (type: string) => futuresTypeWords[type] ?? type;

/** Which price a trigger watches, as the Binance app names it ("" is the venue's default). */
export const workingTypeWords: Readonly<Record<string, string>> = {
  '': 'Venue default (last price)',
  CONTRACT_PRICE: 'Last price',
  MARK_PRICE: 'Mark price',
};
