import type { EndpointCase } from './endpoint-case';

/** General and market-data endpoints. */
export const marketCases: EndpointCase[] = [
  {
    name: 'exchangeInfo',
    route: 'GET /api/v3/exchangeInfo',
    fixture: 'spot-exchange-info',
    run: (c) => c.spot.exchangeInfo({ symbols: ['ETHBTC', 'LTCBTC'] }),
    sent: { symbols: '["ETHBTC","LTCBTC"]' },
  },
  {
    name: 'depth',
    route: 'GET /api/v3/depth',
    fixture: 'depth',
    run: (c) => c.spot.depth({ symbol: 'LTCBTC', limit: 5 }),
    sent: { limit: '5' },
  },
  {
    name: 'trades',
    route: 'GET /api/v3/trades',
    fixture: 'trades',
    run: (c) => c.spot.trades({ symbol: 'LTCBTC' }),
  },
  {
    name: 'historicalTrades',
    route: 'GET /api/v3/historicalTrades',
    fixture: 'trades',
    run: (c) => c.spot.historicalTrades({ symbol: 'LTCBTC', fromId: 28000 }),
    sent: { fromId: '28000' },
  },
  {
    name: 'aggTrades',
    route: 'GET /api/v3/aggTrades',
    fixture: 'agg-trades',
    run: (c) => c.spot.aggTrades({ symbol: 'LTCBTC', startTime: 1498793709000, endTime: 1498793709999 }),
  },
  {
    name: 'klines',
    route: 'GET /api/v3/klines',
    fixture: 'klines',
    run: (c) => c.spot.klines({ symbol: 'LTCBTC', interval: '1w', timeZone: '+08:00' }),
    sent: { interval: '1w', timeZone: '+08:00' },
    expected: () => [
      {
        openTime: 1499040000000,
        open: '0.01634790',
        high: '0.80000000',
        low: '0.01575800',
        close: '0.01577100',
        volume: '148976.11427815',
        closeTime: 1499644799999,
        quoteVolume: '2434.19055334',
        trades: 308,
        takerBuyBaseVolume: '1756.87402397',
        takerBuyQuoteVolume: '28.46694368',
      },
    ],
  },
  {
    name: 'ticker24hr',
    route: 'GET /api/v3/ticker/24hr',
    fixture: 'ticker-24hr',
    run: (c) => c.spot.ticker24hr({ symbol: 'BNBBTC' }),
  },
  {
    name: 'tickers24hr MINI',
    route: 'GET /api/v3/ticker/24hr',
    fixture: 'tickers-24hr-mini',
    run: (c) => c.spot.tickers24hr({ symbols: ['BNBBTC', 'LTCBTC'], type: 'MINI' }),
    sent: { symbols: '["BNBBTC","LTCBTC"]', type: 'MINI' },
  },
  {
    name: 'tickerPrice',
    route: 'GET /api/v3/ticker/price',
    fixture: 'ticker-price',
    run: (c) => c.spot.tickerPrice('LTCBTC'),
  },
  {
    name: 'tickerPrices',
    route: 'GET /api/v3/ticker/price',
    fixture: 'ticker-prices',
    run: (c) => c.spot.tickerPrices(),
  },
  {
    name: 'bookTicker',
    route: 'GET /api/v3/ticker/bookTicker',
    fixture: 'book-ticker',
    run: (c) => c.spot.bookTicker('LTCBTC'),
  },
  {
    name: 'bookTickers',
    route: 'GET /api/v3/ticker/bookTicker',
    fixture: 'book-tickers',
    run: (c) => c.spot.bookTickers(['LTCBTC', 'ETHBTC']),
  },
  {
    name: 'avgPrice',
    route: 'GET /api/v3/avgPrice',
    fixture: 'avg-price',
    run: (c) => c.spot.avgPrice('BNBUSDT'),
  },
];
