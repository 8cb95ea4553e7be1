import { expect, type Page } from '@playwright/test';
import type { BridgeClientMessage, BridgeServerMessage } from '@shared/ipc/bridge-protocol';

/** Every answer main gave the renderer on one channel, as seen on the dev host's bridge. */
export interface BridgeCalls {
  /** How many calls on the channel main answered with an error of this kind so far. */
  refusedAs(kind: string): number;
}

function parse<T>(payload: string | Buffer): T | undefined {
  try {
    return JSON.parse(String(payload)) as T;
  } catch {
    return undefined; // not a bridge message (another socket of the page)
  }
}

/**
 * Watches the page's bridge to main for calls on `channel` and reloads the page so the bridge is
 * watched from its first frame; returns once the app is ready again.
 */
export async function watchBridgeCalls(app: Page, channel: string): Promise<BridgeCalls> {
  const asked = new Set<number>();
  const refused: string[] = [];
  app.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const message = parse<BridgeClientMessage>(payload);
      if (message?.type === 'invoke' && message.channel === channel) asked.add(message.id);
    });
    socket.on('framereceived', ({ payload }) => {
      const message = parse<BridgeServerMessage>(payload);
      if (message?.type === 'result' && asked.has(message.id) && !message.response.ok)
        refused.push(message.response.error.kind);
    });
  });
  await app.reload();
  await expect(app.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 20_000 });
  return { refusedAs: (kind) => refused.filter((k) => k === kind).length };
}
