import type { FuturesFamily } from '@shared/ipc/futures';

/** Binance's REST hosts and the stream hosts that go with them. */
const knownHosts: Readonly<Record<string, string>> = {
  'fapi.binance.com': 'wss://fstream.binance.com',
  'dapi.binance.com': 'wss://dstream.binance.com',
};
const testnetHost = 'testnet.binancefuture.com';

/**
 * The user-data stream base of a family's REST base URL: Binance's own hosts map to fstream / dstream;
 * any other host (the paper venue, a custom one) serves them itself under `/fstream` and `/dstream`.
 */
export function futuresStreamBase(restBaseUrl: string, family: FuturesFamily): string {
  const url = new URL(restBaseUrl);
  const known = knownHosts[url.host];
  if (known) return known;
  if (url.host === testnetHost)
    return family === 'usdm' ? 'wss://fstream.binancefuture.com' : 'wss://dstream.binancefuture.com';
  const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${url.host}${family === 'usdm' ? '/fstream' : '/dstream'}`;
}
