import ccxt from 'ccxt';
import { Agent } from 'node:http';

/** The REST base URLs of Binance's futures families, pointed at a venue on loopback. */
function futuresUrls(venueUrl: string) {
  const ws = venueUrl.replace(/^http/, 'ws');
  return {
    fapiPublic: `${venueUrl}/fapi/v1`,
    fapiPublicV2: `${venueUrl}/fapi/v2`,
    fapiPublicV3: `${venueUrl}/fapi/v3`,
    fapiPrivate: `${venueUrl}/fapi/v1`,
    fapiPrivateV2: `${venueUrl}/fapi/v2`,
    fapiPrivateV3: `${venueUrl}/fapi/v3`,
    dapiPublic: `${venueUrl}/dapi/v1`,
    dapiPrivate: `${venueUrl}/dapi/v1`,
    dapiPrivateV2: `${venueUrl}/dapi/v2`,
    public: `${venueUrl}/api/v3`,
    private: `${venueUrl}/api/v3`,
    sapi: `${venueUrl}/sapi/v1`,
    ws: {
      future: `${ws}/fstream/ws`,
      delivery: `${ws}/dstream/ws`,
      spot: `${ws}/ws`,
    },
  };
}

export interface ClientKey {
  readonly apiKey: string;
  readonly secret: string;
}

/**
 * ccxt's maintained Binance futures clients (REST and WebSocket) with every URL pointed at the
 * venue, for tests that drive the venue the way a real bot would.
 */
export function futuresClients(venueUrl: string, key?: ClientKey, now?: () => number) {
  const common = {
    ...(key ? { apiKey: key.apiKey, secret: key.secret } : {}),
    enableRateLimit: false,
    options: {
      adjustForTimeDifference: false,
      warnOnFetchOpenOrdersWithoutSymbol: false,
      // the spot wallet's coin list (sapi) is not the futures venue's
      fetchCurrencies: false,
    },
  };
  const usdm = new ccxt.pro.binanceusdm(common);
  const coinm = new ccxt.pro.binancecoinm(common);
  for (const client of [usdm, coinm]) {
    const api = client.urls['api'] as Record<string, unknown>;
    Object.assign(api, futuresUrls(venueUrl));
    // signed requests carry the venue's (test) time
    if (now) client.milliseconds = now;
    // ccxt opens plain ws:// (loopback) sockets through an http agent it is handed
    client.httpAgent = new Agent();
  }
  return { usdm, coinm };
}
