/** Which price a trigger watches, as the Binance app names it ("" is the venue's default). */
export const workingTypeWords: Readonly<Record<string, string>> = {
  '': 'Venue default (last price)',
  CONTRACT_PRICE: 'Last price',
  MARK_PRICE: 'Mark price',
};

/**
 * Price match as the Binance app names it: the best opposite price ("Counterparty"), or the best
 * price on the order's own side ("Queue"), N levels in; NONE is the price the trader typed.
 */
export function priceMatchWord(match: string): string {
  if (match === 'NONE') return 'Typed price';
  const [side, level = '1'] = match.split('_');
  if (side === 'OPPONENT') return `Counterparty ${level}`;
  if (side === 'QUEUE') return `Queue ${level}`;
  return match;
}
