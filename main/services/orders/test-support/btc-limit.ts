/** A BTCUSDT limit order as main's order manager and the venue client both take it. */
export const btcLimit = (
  side: 'BUY' | 'SELL',
  quantity: string,
  price: string,
  timeInForce: 'GTC' | 'IOC' | 'FOK' = 'GTC',
) => ({ symbol: 'BTCUSDT', side, type: 'LIMIT', timeInForce, quantity, price }) as const;

/** A good-till-cancelled BTCUSDT limit buy, 0.01 unless said otherwise. */
export const limitBuy = (price: string, quantity = '0.01') => btcLimit('BUY', quantity, price);
