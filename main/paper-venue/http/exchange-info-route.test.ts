import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeInfoResponse } from '@shared/api/spot/exchange-info';
import { PAPER_SYMBOLS } from '../config/symbols';
import { send } from '../test-support';
import { startPaperVenue, type PaperVenue } from '../venue';

// The core pairs, whose permissions and statuses the filters below are checked against.
let venue: PaperVenue;
beforeAll(async () => {
  venue = await startPaperVenue({ now: () => 1_772_000_000_000, symbols: PAPER_SYMBOLS });
});
afterAll(() => venue.close());

const info = async (query?: string) => {
  const reply = await send(venue.url, '/api/v3/exchangeInfo', { query });
  expect(reply.status).toBe(200);
  return exchangeInfoResponse.parse(reply.body);
};
const names = async (query?: string) => (await info(query)).symbols.map((symbol) => symbol.symbol);
const refusal = async (query: string) => {
  const reply = await send(venue.url, '/api/v3/exchangeInfo', { query });
  return { status: reply.status, body: reply.body };
};

/** The core pairs, in the order the venue lists them. */
const coreSymbols = ['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'SOLUSDT', 'ETHBTC', 'BNBBTC'];

describe('GET /api/v3/exchangeInfo', () => {
  it('lists twenty trading symbols by default: the core pairs, then the wider USDT list', async () => {
    const wide = await startPaperVenue({});
    try {
      const reply = await send(wide.url, '/api/v3/exchangeInfo', {});
      const listed = exchangeInfoResponse.parse(reply.body).symbols.filter((s) => s.status === 'TRADING');
      expect(listed.map((s) => s.symbol)).toEqual([
        ...coreSymbols,
        ...[
          'XRP',
          'ADA',
          'DOGE',
          'TRX',
          'DOT',
          'LINK',
          'LTC',
          'AVAX',
          'ATOM',
          'UNI',
          'NEAR',
          'BCH',
          'FIL',
          'APT',
        ].map((base) => `${base}USDT`),
      ]);
    } finally {
      await wide.close();
    }
  });

  it('lists the spot and margin symbols with realistic filters, parsed by the shared schema', async () => {
    const all = await info();
    expect(all.timezone).toBe('UTC');
    expect(all.serverTime).toBe(1_772_000_000_000);
    expect(all.symbols.map((symbol) => symbol.symbol)).toEqual(coreSymbols);
    expect(all.rateLimits.map((limit) => limit.rateLimitType)).toEqual([
      'REQUEST_WEIGHT',
      'ORDERS',
      'ORDERS',
      'RAW_REQUESTS',
    ]);
    const btc = all.symbols[0]!;
    expect(btc.filters.map((filter) => filter.filterType)).toEqual(
      expect.arrayContaining([
        'PRICE_FILTER',
        'LOT_SIZE',
        'MARKET_LOT_SIZE',
        'NOTIONAL',
        'PERCENT_PRICE_BY_SIDE',
        'ICEBERG_PARTS',
        'TRAILING_DELTA',
        'MAX_NUM_ORDERS',
        'MAX_NUM_ALGO_ORDERS',
      ]),
    );
    expect(btc.filters).toContainEqual({
      filterType: 'PRICE_FILTER',
      minPrice: '0.01000000',
      maxPrice: '1000000.00000000',
      tickSize: '0.01000000',
    });
    expect(btc.allowedSelfTradePreventionModes).toContain('DECREMENT');
    expect(btc.permissionSets[0]).toContain('SPOT');
    const bnbBtc = all.symbols.find((symbol) => symbol.symbol === 'BNBBTC')!;
    expect(bnbBtc.allowedSelfTradePreventionModes).not.toContain('DECREMENT');
    expect(all.symbols.find((symbol) => symbol.symbol === 'ETHBTC')!.amendAllowed).toBe(false);
    expect(btc.amendAllowed).toBe(true);
  });

  it('answers one symbol, or a JSON list of symbols in the order asked', async () => {
    expect(await names('symbol=ETHBTC')).toEqual(['ETHBTC']);
    expect(await names(`symbols=${encodeURIComponent('["SOLUSDT","BTCUSDT"]')}`)).toEqual([
      'SOLUSDT',
      'BTCUSDT',
    ]);
    // An explicit name is answered whatever its permissions and status.
    expect(await names('symbol=XRPBTC')).toEqual(['XRPBTC']);
  });

  it('filters by permissions (single or array) and symbolStatus', async () => {
    expect(await names('permissions=MARGIN')).toEqual(['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'SOLUSDT', 'ETHBTC']);
    expect(await names('permissions=TRD_GRP_002')).toEqual(['XRPBTC']);
    expect(await names(`permissions=${encodeURIComponent('["TRD_GRP_002","TRD_GRP_005"]')}`)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'BNBUSDT',
      'SOLUSDT',
      'XRPBTC',
    ]);
    expect(await names('symbolStatus=BREAK')).toEqual([]);
    expect(await names('symbolStatus=BREAK&permissions=TRD_GRP_002')).toEqual(['XRPBTC']);
    expect(await names('symbolStatus=TRADING&permissions=TRD_GRP_002')).toEqual([]);
  });

  it('leaves permissionSets empty with showPermissionSets=false', async () => {
    const hidden = await info('symbol=BTCUSDT&showPermissionSets=false');
    expect(hidden.symbols[0]!.permissionSets).toEqual([]);
    const shown = await info('symbol=BTCUSDT&showPermissionSets=true');
    expect(shown.symbols[0]!.permissionSets).not.toEqual([]);
  });

  it.each([
    ['symbol=DOGEUSDT', -1121, 'Invalid symbol.'],
    [`symbols=${encodeURIComponent('["BTCUSDT","NOPE"]')}`, -1121, 'Invalid symbol.'],
    [
      'symbol=btcusdt',
      -1100,
      "Illegal characters found in parameter 'symbol'; legal range is '^[A-Z0-9-_.]{1,20}$'.",
    ],
    [
      'symbols=BTCUSDT',
      -1100,
      `Illegal characters found in parameter 'symbols'; legal range is '^\\[("[A-Z0-9-_.]{1,20}"(,"[A-Z0-9-_.]{1,20}"){0,}){0,1}\\]$'.`,
    ],
    [
      `symbols=${encodeURIComponent('[]')}`,
      -1102,
      "Mandatory parameter 'symbols' was not sent, was empty/null, or malformed.",
    ],
    [
      `symbols=${encodeURIComponent('["BTCUSDT","BTCUSDT"]')}`,
      -1151,
      'Symbol is present multiple times in the list.',
    ],
    [
      `symbol=BTCUSDT&symbols=${encodeURIComponent('["ETHUSDT"]')}`,
      -1128,
      'Combination of optional parameters invalid.',
    ],
    ['symbol=BTCUSDT&permissions=SPOT', -1128, 'Combination of optional parameters invalid.'],
    [
      `symbols=${encodeURIComponent('["ETHUSDT"]')}&permissions=SPOT`,
      -1128,
      'Combination of optional parameters invalid.',
    ],
    ['symbol=BTCUSDT&symbolStatus=TRADING', -1128, 'Combination of optional parameters invalid.'],
    ['symbolStatus=OPEN', -1122, 'Invalid symbolStatus.'],
    ['permissions=FUTURES', -1130, "Data sent for parameter 'permissions' is not valid."],
    ['showPermissionSets=yes', -1130, "Data sent for parameter 'showPermissionSets' is not valid."],
    ['symbol=', -1105, "Parameter 'symbol' was empty."],
    ['symbol=BTCUSDT&symbol=ETHUSDT', -1101, 'Duplicate values for a parameter detected.'],
    [
      'symbol=BTCUSDT&colour=red',
      -1104,
      "Not all sent parameters were read; read '1' parameter(s) but was sent '2'.",
    ],
  ])('refuses %s with %i', async (query, code, msg) => {
    expect(await refusal(query)).toEqual({ status: 400, body: { code, msg } });
  });
});
