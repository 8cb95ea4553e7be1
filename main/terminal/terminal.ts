import type { Emit, Handlers } from '@shared/ipc/contract';
import { createIpcRouter, type IpcRouter } from '../ipc/router';
import type { AccountsFile } from '../paper-venue/accounts/accounts-file';
import type { Activity } from '../paper-venue/sim/simulated-market';
import type { PaperVenue } from '../paper-venue/venue';
import { registerPaperVenueKey, startEmbeddedVenue } from './embedded-venue';
import { createRateLimits } from '../venue/rate-limits';
import { createSpotClient } from '../venue/spot-client';
import { createVenueClient } from '../venue/venue-client';
import { createKeychain, type Keychain } from '../keys/keychain';
import { sign } from '../venue/sign';
import { checkConnectionVia } from '../services/profiles/check-connection';
import { createFuturesService } from '../services/futures/futures-service';
import { chasesOver } from '../services/futures/chase';
import { createChaseStore } from '../services/futures/chase-store';
import { createFuturesTwapStore, twapsOver } from '../services/futures/twap';
import { futuresHistory } from '../services/futures/history';
import { futuresVenueOf } from '../services/futures/futures-venue';
import { createFuturesStreams } from '../services/futures/futures-streams';
import { createMiningService } from '../services/mining/mining-service';
import { profilesHandlers } from '../services/profiles/profiles-ipc';
import { createProfilesService } from '../services/profiles/profiles-service';
import { createVenueService } from '../services/venue-service';
import { createMarketService } from '../services/market/market-service';
import { createMarketStream } from '../venue/streams/market-stream';
import { createWorkspaceService } from '../services/workspace/workspace-service';
import type { OrderNotice, OrderView } from '@shared/ipc/orders';
import { accountHandlers } from '../services/account/account-ipc';
import { createAccountService } from '../services/account/account-service';
import { positionsHandlers } from '../services/positions/positions-ipc';
import { createPositionsService } from '../services/positions/positions-service';
import { venueBaseUrls } from '../services/venue-urls';
import { createOrderManager } from '../services/orders/order-manager';
import { ordersHandlers } from '../services/orders/orders-ipc';
import { createSpotTwapStore, sliceOf, spotTwapsOver } from '../services/orders/spot-twap';
import { createSpotChaseStore, spotChasesOver } from '../services/orders/spot-chase';
import type { TwapView } from '@shared/ipc/twap';
import { createTradingConnection } from '../services/orders/trading-connection';
import { createPreferencesService, osNotifier } from '../services/settings/preferences-service';
import { createAlertsService } from '../services/alerts/alerts-service';
import { positionBasisOf } from '../services/alerts/position-basis';
import { futuresBasisOf } from '../services/alerts/futures-basis';
import { futuresMarginOf } from '../services/alerts/futures-margin-basis';
import { isAccountUpdate } from '@shared/api/futures/user-data';
import { keepTrying } from '../services/keep-trying';

export interface TerminalOptions {
  /** Where the terminal keeps its settings (layouts, profiles) and the embedded venue its data. */
  readonly dataDir: string;
  /** Pushes an event to the renderer (Electron's webContents, or the dev host's bridge clients). */
  readonly emit: Emit;
  /** A custom venue's spot REST base URL; without it the embedded paper venue is started. */
  readonly spotBaseUrl?: string;
  readonly resyncMs?: number;
  /** The OS keychain; tests may pass one bound to their own keyring session. */
  readonly keychain?: Keychain;
  /** Shows an OS notification for a fill or rejection (Electron); none under the dev host. */
  /** An order's notice, spot or futures: its kind and main's sentence. */
  readonly notify?: (notice: Pick<OrderNotice, 'kind' | 'message'>) => void;
  /** Shows an OS notification for an alert that went off (Electron); none under the dev host. */
  readonly notifyAlert?: (notification: { title: string; body: string }) => void;
  /** The embedded venue's simulated market: calm, normal (the default), busy or off. */
  readonly activity?: Activity;
  /** Enables the embedded venue's `/admin/…` fault injection (tests only; at least 16 characters). */
  readonly venueAdminToken?: string;
  /** More accounts for the embedded venue, after the Paper profile's (tests: a counterparty to trade with). */
  readonly venueAccounts?: AccountsFile;
}

export interface Terminal {
  readonly router: IpcRouter;
  readonly venueUrl: string;
  /** A renderer session ended (reload, closed window or tab): services drop what it held. */
  endSession(sessionId: string): void;
  dispose(): Promise<void>;
}

/** Starts main's services under plain Node: the same composition for Electron and the dev host. */
export async function startTerminal(options: TerminalOptions): Promise<Terminal> {
  let venueUrl = options.spotBaseUrl ?? '';
  let embedded: PaperVenue | undefined;
  const profiles = createProfilesService({
    dataDir: options.dataDir,
    keychain: options.keychain ?? createKeychain(),
    sign,
    checkConnection: checkConnectionVia(() => venueUrl),
    // A Paper key renewed while the venue runs is registered for the same paper account at once.
    registerPaperKey: (key) => embedded && registerPaperVenueKey(embedded.accounts, key),
  });
  // First start provisions the Paper profile (its key session-only where no keychain can hold it);
  // a later start renews its key where the keychain lost it.
  await profiles.open();

  // The embedded venue trades for the accounts the profiles service writes (the Paper profile's key).
  if (!options.spotBaseUrl) {
    embedded = await startEmbeddedVenue(
      options.dataDir,
      profiles.paperAccountsFile,
      options.activity ?? 'normal',
      options.venueAdminToken,
      options.venueAccounts,
    );
    venueUrl = embedded.url;
  }
  const spotBaseUrl = venueUrl;
  // One meter for every client of this process: the venue counts weight per IP, so a 429 or 418 must
  // stop every client sending to that host (the clock, market data, trading, futures), not only the one
  // that was refused. The meter also knows each family's host, so the renderer sees which are blocked.
  const limits = createRateLimits();
  const client = createSpotClient({ baseUrl: spotBaseUrl, limits });
  const venue = createVenueService({ client, emit: options.emit, resyncMs: options.resyncMs });
  venue.start();

  // The embedded venue serves its market streams on the REST port; a socket opens
  // only once something is watched.
  const clockOffsetMs = () => venue.latest()?.offsetMs ?? null;
  // The futures markets are read key-less from the same host, their streams under /fstream and /dstream.
  const publicFutures = createVenueClient({
    baseUrls: { spot: spotBaseUrl, usdm: spotBaseUrl, coinm: spotBaseUrl },
    limits,
  }).futures;
  const futuresStream = (family: string, name: string) =>
    createMarketStream({ url: `${spotBaseUrl.replace(/\/+$/, '')}/${family}`, name, clockOffsetMs });
  const market = createMarketService({
    client,
    stream: createMarketStream({ url: spotBaseUrl, clockOffsetMs }),
    futures: {
      usdm: { client: publicFutures.usdm!, stream: futuresStream('fstream', 'USD-M market') },
      coinm: { client: publicFutures.coinm!, stream: futuresStream('dstream', 'COIN-M market') },
    },
    emit: options.emit,
    otherStreams: () => {
      const userData = trading.streamStatus();
      return [...(userData ? [userData] : []), ...futuresStreams.statuses()];
    },
  });

  const workspace = createWorkspaceService(options.dataDir);
  const trading = createTradingConnection({
    limits,
    activeProfile: async () => {
      const profile = await profiles.active();
      return profile && { id: profile.id, venue: profile.venue, version: JSON.stringify(profile) };
    },
    signer: (id) => profiles.signer(id),
    embeddedVenueUrl: venueUrl,
    emit: options.emit,
    resyncMs: options.resyncMs,
  });
  // One signed client per active profile for every family: one clock per host, one meter, one stream.
  // Layouts, alerts and the futures entries' waiting exits are kept per profile under this key.
  const profileKey = async () => {
    const profile = await profiles.active();
    return profile && (profile.builtIn === 'paper' ? 'paper' : profile.id);
  };
  const futures = createFuturesService({
    venue: async () => futuresVenueOf(await trading.client()),
    emit: options.emit,
    // A TWAP's slices are told once, when it ends (below), not one OS notification each.
    notify: (notice) => {
      if (notice.order && twaps.isSlice(notice.order.clientOrderId)) return;
      void notifyOrder(notice);
    },
    dataDir: options.dataDir,
    profileKey,
  });
  // What runs on with every panel closed, written down per profile so a restart resumes it.
  const chaseStore = createChaseStore(options.dataDir);
  const spotChaseStore = createSpotChaseStore(options.dataDir);
  const futuresTwapStore = createFuturesTwapStore(options.dataDir);
  const spotTwapStore = createSpotTwapStore(options.dataDir);
  // Chases follow the contract's book in main's own market service and move their orders through futures.
  const chases = chasesOver(futures, market, options.emit, {
    store: chaseStore,
    profileKey,
  });
  // TWAPs send their slices through futures, and read the book in main's market service for a limit.
  const twaps = twapsOver(futures, market, options.emit, {
    store: futuresTwapStore,
    profileKey,
    ended: (twap, words) => void notifyTwapEnded(twap, words),
  });
  // The active profile's futures fills and positions come by its user-data streams.
  const futuresStreams = createFuturesStreams({
    onEvent: (family, event) => {
      futures.onUserData(family, event);
      if (isAccountUpdate(event))
        for (const position of event.a.P) void alerts.futuresPositionChanged(family, position.s);
    },
    onUnreadable: (family) => futures.onUnreadableEvent(family),
    onSubscribed: (family) => futures.onStreamSubscribed(family),
    onStatus: (status) => options.emit('tt:market:streamStatus', status),
  });
  const mining = createMiningService({ mining: async () => (await trading.client()).mining });
  const preferences = createPreferencesService(options.dataDir);
  // Alerts follow the active profile (keyed like its layouts) and main's own market data.
  const alerts = createAlertsService({
    dataDir: options.dataDir,
    activeProfile: profileKey,
    market,
    // Read when a P&L alert is armed and after each of the profile's fills on its symbol.
    positionBasis: positionBasisOf({
      symbols: () => market.symbols(),
      positions: (quoteAsset, method) => positions.list(quoteAsset, method),
    }),
    // Read when a futures P&L alert is armed and after each change of the profile's futures positions.
    futuresBasis: futuresBasisOf({ positionOf: (family, symbol) => futures.positionOf(family, symbol) }),
    // Read when a margin ratio alert is armed and after each change of the family's futures positions.
    futuresMargin: futuresMarginOf(futures.margin),
    emit: options.emit,
    notify: osNotifier(preferences.notificationsEnabled, options.notifyAlert),
  });
  const notifyOrder = osNotifier<Pick<OrderNotice, 'kind' | 'message'>>(
    preferences.notificationsEnabled,
    options.notify,
  );
  // A TWAP's end, for all its slices: an OS notification as an alert's is (a title and a sentence).
  const notifyTwap = osNotifier(preferences.notificationsEnabled, options.notifyAlert);
  const notifyTwapEnded = (twap: TwapView, words: string) =>
    notifyTwap({ title: twap.state === 'done' ? 'TWAP done' : 'TWAP stopped', body: words });
  // A chase's orders: each change tells its chase how it stands; the cancellations of its own moves
  // are no notice for the trader.
  const ordersEmit: Emit = (name, payload) => {
    if (
      name === 'tt:orders:notice' &&
      spotChases.replacedByChase((payload as OrderNotice).order.clientOrderId)
    )
      return;
    options.emit(name, payload);
    if (name === 'tt:orders:updated')
      for (const order of (payload as { orders: readonly OrderView[] }).orders) spotChases.onOrder(order);
  };
  const orders = createOrderManager({
    spot: trading.spot,
    serverNow: trading.serverNow,
    emit: ordersEmit,
    notify: (notice) => {
      // A TWAP's slices are told once, when it ends (below), not one OS notification each.
      if (!spotTwaps.isSlice(notice.order.clientOrderId)) void notifyOrder(notice);
      alerts.onOrderNotice(notice);
      spotTwaps.onOrder(sliceOf(notice.order));
    },
  });
  // Spot TWAPs send their slices through the order manager, and read the book in main's market service.
  const spotTwaps = spotTwapsOver(orders, market, options.emit, {
    store: spotTwapStore,
    profileKey,
    ended: (twap, words) => void notifyTwapEnded(twap, words),
  });
  // Spot chases replace their orders through the order manager, and follow the book in main's market service.
  const spotChases = spotChasesOver(orders, market, options.emit, {
    store: spotChaseStore,
    profileKey,
  });
  const account = createAccountService({ spot: trading.spot, meter: trading.meter, emit: options.emit });
  const positions = createPositionsService({
    dataDir: options.dataDir,
    spot: trading.spot,
    meter: trading.meter,
    balances: () => account.balances(),
    activeProfileId: async () => (await profiles.active())?.id ?? null,
    profiles: async () =>
      (await profiles.list()).profiles.map((p) => ({
        id: p.id,
        name: p.name,
        venue: p.venue.kind === 'paper' ? 'Paper' : new URL(p.venue.spotRestUrl).host,
      })),
    // Another profile's own signed client, on the process's one meter (the venue counts weight per IP).
    openProfile: async (id) => {
      const profile = await profiles.get(id);
      const client = createVenueClient({
        baseUrls: venueBaseUrls(profile.venue, venueUrl),
        credentials: await profiles.signer(id),
        resyncMs: 0,
        limits,
      });
      return { spot: client.spot, meter: client.meter, dispose: () => client.dispose() };
    },
  });
  trading.onUserData((event) => {
    orders.onUserData(event);
    account.onUserData(event);
    if (event.e === 'executionReport' && event.x === 'TRADE') {
      positions.tradeReported(event.s);
      void alerts.positionChanged(event.s);
    }
  });
  // What the venue holds now, read again until it is read: a resync refused by a passing fault (a
  // 5xx, a ban, the clock) would otherwise leave the terminal showing what it knew before the stream
  // dropped, until the stream next reconnects.
  const resyncs = keepTrying();
  const resyncAll = () => {
    void resyncs.run('orders', () => orders.resync());
    void resyncs.run('balances', () => account.resync());
  };
  trading.onSubscribed(resyncAll);
  trading.onOpened((client) => {
    orders.reset();
    account.reset();
    positions.reset();
    futures.reset();
    for (const kind of [chases, spotChases]) {
      kind.pauseAll('Paused: another profile was opened; it goes on when this one is opened again.');
      void kind.resume().catch(() => undefined);
    }
    for (const kind of [twaps, spotTwaps]) {
      kind.pauseAll('Paused: another profile was opened; it goes on when this one is opened again.');
      void kind.resume().catch(() => undefined);
    }
    void futures.resumeExits().catch(() => undefined);
    account.watchMeter(client.meter);
    void futuresStreams.open(client).catch(() => undefined);
    // The venue's open orders and balances now, whether or not the user-data stream comes up.
    resyncAll();
  });
  // The user-data stream runs from the start; without a usable profile it waits for the first request.
  void trading.start().catch(() => undefined);

  const ordersIpc = ordersHandlers(orders);
  const handlers: Handlers = {
    ...venue.handlers,
    ...workspace.handlers,
    ...profilesHandlers(profiles, (name, payload) => {
      options.emit(name, payload);
      // Another profile made active brings its own alerts.
      if (name === 'tt:profiles:changed') void alerts.sync().catch(() => undefined);
    }),
    ...market.handlers,
    ...futures.handlers,
    ...chases.handlers,
    ...twaps.handlers,
    ...spotTwaps.handlers,
    ...spotChases.handlers,
    ...futuresHistory({
      venue: async () => futuresVenueOf(await trading.client()),
      quoteAssetOf: futures.quoteAssetOf,
    }).handlers,
    ...mining.handlers,
    ...ordersIpc,
    // A chase's order moved by hand is the trader's again: its chase stops before the move is sent.
    'tt:orders:move': (args, context) => {
      const known = orders.find(args.order);
      if (known) spotChases.movedByHand(known.clientOrderId);
      return ordersIpc['tt:orders:move'](args, context);
    },
    ...accountHandlers(account),
    ...positionsHandlers(positions),
    ...preferences.handlers,
    ...alerts.handlers,
  };
  void alerts.sync().catch(() => undefined);
  return {
    router: createIpcRouter(handlers),
    venueUrl: spotBaseUrl,
    endSession(sessionId) {
      market.endSession(sessionId);
    },
    async dispose() {
      resyncs.dispose();
      alerts.dispose();
      market.dispose();
      venue.dispose();
      futures.dispose();
      await futuresStreams.stop();
      orders.dispose();
      account.dispose();
      await trading.dispose();
      await embedded?.close();
      await preferences.flush();
      await alerts.flush();
      await futures.flush();
      await Promise.all([chaseStore, spotChaseStore, futuresTwapStore, spotTwapStore].map((s) => s.flush()));
    },
  };
}
