import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccountsFile } from '../paper-venue/accounts/accounts-file';
import type { Activity } from '../paper-venue/sim/simulated-market';
import { startTerminal, type Terminal } from '../terminal/terminal';
import { attachBridge } from './bridge';
import { serveStaticFiles } from './static-files';

export interface DevHostOptions {
  readonly rendererDir: string;
  readonly dataDir: string;
  readonly port?: number;
  readonly spotBaseUrl?: string;
  readonly resyncMs?: number;
  /** The embedded venue's simulated market (default normal). */
  readonly activity?: Activity;
  /** Enables the embedded venue's fault injection under `/admin/…` (e2e tests only). */
  readonly venueAdminToken?: string;
  /** More accounts for the embedded venue, after the Paper profile's (e2e: a counterparty). */
  readonly venueAccounts?: AccountsFile;
}

export interface DevHost {
  /** The URL to open, with the per-launch token in its fragment (never sent to a server log). */
  readonly url: string;
  readonly origin: string;
  readonly token: string;
  readonly venueUrl: string;
  close(): Promise<void>;
}

/**
 * Development host: main's services under Node, the renderer build over loopback HTTP, and the IPC
 * contract bridged over a token-guarded WebSocket. For development and e2e only; never packaged.
 */
export async function startDevHost(options: DevHostOptions): Promise<DevHost> {
  const token = randomBytes(24).toString('base64url');
  const server = createServer(serveStaticFiles(options.rendererDir));
  let origin = '';
  let terminal: Terminal | undefined;
  const bridge = attachBridge({
    server,
    token,
    origin: () => origin,
    router: () => terminal?.router,
    onSessionEnd: (sessionId) => terminal?.endSession(sessionId),
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    terminal = await startTerminal({
      dataDir: options.dataDir,
      emit: (name, payload) => bridge.broadcast(name, payload),
      spotBaseUrl: options.spotBaseUrl,
      resyncMs: options.resyncMs,
      activity: options.activity,
      venueAdminToken: options.venueAdminToken,
      venueAccounts: options.venueAccounts,
    });
  } catch (error) {
    bridge.close();
    server.close();
    throw error;
  }

  return {
    url: `${origin}/#token=${token}`,
    origin,
    token,
    venueUrl: terminal.venueUrl,
    async close() {
      bridge.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await terminal?.dispose();
    },
  };
}
