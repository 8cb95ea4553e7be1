/** Limit orders on BTCUSDT in the number form off-the-shelf Binance clients take, for their tests. */
const gtcLimit = { symbol: 'BTCUSDT', type: 'LIMIT', timeInForce: 'GTC' } as const;

/** A 0.01 BTC limit buy; add its price. */
export const smallLimitBuy = { ...gtcLimit, side: 'BUY', quantity: 0.01 } as const;

/** 0.1 BTC at 60000, the last price the list price rules are checked against; add the side. */
export const tenthAt60000 = { ...gtcLimit, quantity: 0.1, price: 60000 } as const;
