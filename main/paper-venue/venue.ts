import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generalRoutes } from './http/general-routes';
import { createRouter } from './http/router';

export interface PaperVenueOptions {
  /** Loopback unless told otherwise. */
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  readonly now?: () => number;
}

export interface PaperVenue {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

/** The paper venue: a Binance-compatible HTTP server any client can trade against. */
export async function startPaperVenue(options: PaperVenueOptions = {}): Promise<PaperVenue> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const server = createServer(createRouter({ ...generalRoutes(now) }));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    host,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
