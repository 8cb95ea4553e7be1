import type { RateLimits } from '../../venue/rate-limits';
import type { Emit } from '@shared/ipc/contract';
import type { Venue } from '@shared/ipc/profile-schema';
import { createVenueClient, type VenueClient } from '../../venue/venue-client';
import { VenueError } from '../../venue/venue-error';
import type { UserDataEvent } from '@shared/api/spot/user-data';
import { createUserDataStream, type UserDataStream } from '../../venue/user-data/user-data-stream';
import { wsApiUrlOf } from '../../venue/user-data/ws-api-signature';
import { venueBaseUrls } from '../venue-urls';

/** What the connection needs of the active profile: its venue; `version` changes with anything shown. */
export interface ActiveProfile {
  readonly id: string;
  readonly venue: Venue;
  readonly version: string;
}

/** The profile's signer; an Ed25519 key logs the WebSocket API connection on. */
export type ProfileSigner = {
  readonly apiKey: string;
  readonly type?: string;
  sign(payload: string): string;
};

export interface TradingConnectionDeps {
  /** The active profile, or null when there is none. */
  readonly activeProfile: () => Promise<ActiveProfile | null>;
  /** A signer over the profile's key (read from the keychain once per opening). */
  readonly signer: (profileId: string) => Promise<ProfileSigner>;
  readonly embeddedVenueUrl: string;
  readonly emit: Emit;
  readonly resyncMs?: number;
  /** The process's shared rate-limit meter (see createVenueClient). */
  readonly limits?: RateLimits;
  /** Tests: a fetch of their own, or a small retry policy. */
  readonly timeoutMs?: number;
  readonly streamBackoff?: { readonly baseMs: number; readonly maxMs: number };
}

interface Open {
  readonly version: string;
  readonly client: VenueClient;
  readonly stream: UserDataStream;
}

/**
 * The active profile's link to its venue: one signed REST client and one user-data stream, opened on
 * first use and re-opened when the active profile changes. User-data events and (re)subscriptions go
 * to the listeners (the order manager and the account service).
 */
export function createTradingConnection(deps: TradingConnectionDeps) {
  let current: Open | undefined;
  let opening: Promise<Open> | undefined;
  const eventListeners = new Set<(event: UserDataEvent) => void>();
  const subscribedListeners = new Set<() => void>();
  const openedListeners = new Set<(client: VenueClient) => void>();

  const close = async (open: Open | undefined) => {
    if (!open) return;
    open.client.dispose();
    await open.stream.stop();
  };

  const openFor = async (profile: ActiveProfile): Promise<Open> => {
    const baseUrls = venueBaseUrls(profile.venue, deps.embeddedVenueUrl);
    const signer = await deps.signer(profile.id);
    // Spot orders, cancels and amends go over the user-data stream's connection while it is live.
    const client = createVenueClient({
      baseUrls,
      credentials: signer,
      resyncMs: deps.resyncMs,
      timeoutMs: deps.timeoutMs,
      limits: deps.limits,
      wsApi: {
        send: (method, params, signal) => stream.request(method, params, signal),
        loggedOn: () => stream.loggedOn(),
      },
    });
    const wsUrl = profile.venue.kind === 'paper' ? wsApiUrlOf(deps.embeddedVenueUrl) : profile.venue.wsApiUrl;
    const stream = createUserDataStream({
      url: wsUrl,
      credentials: signer,
      carriesOrders: true,
      serverNow: async () => {
        await client.clock.ready();
        return client.clock.serverNow();
      },
      resyncClock: () => client.clock.sync(),
      clockOffsetMs: () => client.clock.latest()?.offsetMs ?? null,
      onEvent: (event) => {
        for (const listener of eventListeners) listener(event);
      },
      onSubscribed: () => {
        for (const listener of subscribedListeners) listener();
      },
      onStatus: (status) => deps.emit('tt:market:streamStatus', status),
      backoff: deps.streamBackoff,
    });
    stream.start();
    const open = { version: profile.version, client, stream };
    for (const listener of openedListeners) listener(client);
    return open;
  };

  const client = async (): Promise<VenueClient> => {
    const profile = await deps.activeProfile();
    if (!profile)
      throw new VenueError({
        kind: 'invalid-arguments',
        endpoint: 'trading',
        message: 'no active profile with an API key: add or select a profile first',
      });
    if (current?.version === profile.version) return current.client;
    opening ??= (async () => {
      const previous = current;
      current = undefined;
      await close(previous);
      current = await openFor(profile);
      return current;
    })().finally(() => {
      opening = undefined;
    });
    return (await opening).client;
  };

  return {
    client,
    spot: async () => (await client()).spot,
    /** The venue's time as the active client's clock estimates it. */
    serverNow: async () => {
      const { clock } = await client();
      await clock.ready();
      return clock.serverNow();
    },
    meter: async () => (await client()).meter,
    /** Opens the connection now (so the stream runs before the first request). */
    start: () => client().then(() => undefined),
    streamStatus: () => current?.stream.status(),
    onUserData(listener: (event: UserDataEvent) => void) {
      eventListeners.add(listener);
    },
    onSubscribed(listener: () => void) {
      subscribedListeners.add(listener);
    },
    /** Each time a profile's client opens (to subscribe to its meter). */
    onOpened(listener: (client: VenueClient) => void) {
      openedListeners.add(listener);
    },
    async dispose(): Promise<void> {
      const open = current ?? (await opening?.catch(() => undefined));
      current = undefined;
      await close(open);
    },
  };
}

export type TradingConnection = ReturnType<typeof createTradingConnection>;
