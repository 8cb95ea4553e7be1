/** Which price a trigger watches, as the Binance app names it ("" is the venue's default). */
export const workingTypeWords: Readonly<Record<string, string>> = {
  '': 'Venue default (last price)',
  CONTRACT_PRICE: 'Last price',
  MARK_PRICE: 'Mark price',
};
