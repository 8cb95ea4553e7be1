import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import {
  alertMarketNames,
  alertSubject,
  markAlertKinds,
  marketName,
  positionAlertKinds,
  type AlertCondition,
  type AlertFiring,
  type AlertMarket,
  type AlertView,
} from '@shared/ipc/alerts';
import type { Emit, Handlers } from '@shared/ipc/contract';
import type { CostMethod } from '@shared/ipc/positions';
import type { MarkView, TapeTrade } from '@shared/ipc/market';
import type { OrderNotice } from '@shared/ipc/orders';
import { watchFor, type AlertWatch, type PriceTick } from './alert-watch';
import type { PositionBasis, PnlWatch } from './pnl-watch';
import type { MarginReading, MarginRatioWatch } from './margin-ratio-watch';
import { createAlertsStore } from './alerts-store';
import { precisionOf } from '@shared/market/symbol-precision';
import { noticeNumbers, type NoticePrecision } from '../notice-numbers';

type AlertsHandlers = Pick<Handlers, Extract<keyof Handlers, `tt:alerts:${string}`>>;

/**
 * What alerts need of the market service: the venue's symbols and contracts, main's own trade
 * subscriptions (spot alerts) and mark price subscriptions (a futures contract's alerts).
 */
export interface AlertsMarket {
  symbols(): Promise<readonly SymbolInfo[]>;
  followTrades(symbol: string, listener: (trade: TapeTrade) => void): () => void;
  /** A contract's tick and step; undefined when the family does not list it. */
  futuresPrecision(
    market: AlertMarket,
    symbol: string,
  ): Promise<{ readonly tickSize: string; readonly stepSize: string } | undefined>;
  followMark(market: AlertMarket, symbol: string, listener: (mark: MarkView) => void): () => void;
}

/** The feed an alert is watched from: a spot symbol's trades, or a contract's marks. */
const feedOf = (alert: Pick<AlertView, 'symbol' | 'market'>) =>
  alert.market === undefined ? alert.symbol : `${alert.market}:${alert.symbol}`;

export interface AlertsServiceDeps {
  readonly dataDir: string;
  /** The active profile's key ("paper" for the built-in Paper profile, else its id), or null. */
  readonly activeProfile: () => Promise<string | null>;
  readonly market: AlertsMarket;
  /** The active profile's position in the symbol's base asset, for P&L alerts; null with none. */
  readonly positionBasis?: (symbol: string, method: CostMethod) => Promise<PositionBasis | null>;
  /** The active profile's position in a futures contract, for its P&L alerts; null with none. */
  readonly futuresBasis?: (market: AlertMarket, symbol: string) => Promise<PositionBasis | null>;
  /** A futures contract's margin as its margin ratio alerts value it; null with no position. */
  readonly futuresMargin?: (market: AlertMarket, symbol: string) => Promise<MarginReading | null>;
  readonly emit: Emit;
  /** An OS notification (already behind the notifications preference). */
  readonly notify: (notification: { title: string; body: string }) => void;
  readonly now?: () => number;
}

/**
 * The active profile's alerts, kept in main and watched from main's own market data, so they fire with
 * every panel closed: a trade stream per symbol with an armed price alert (none once no alert needs it),
 * the order notices for fill alerts. A firing is stored, pushed to the renderer and shown by the OS.
 */
export function createAlertsService(deps: AlertsServiceDeps) {
  const now = deps.now ?? Date.now;
  const store = createAlertsStore(deps.dataDir);
  let profileKey: string | null = null;
  let alerts: AlertView[] = [];
  const watches = new Map<string, AlertWatch | PnlWatch | MarginRatioWatch>();
  const follows = new Map<string, () => void>();
  /** Per contract feed: the armed margin ratio alerts counting a cross position on that contract. */
  const otherFeeds = new Map<string, { alert: AlertView; watch: MarginRatioWatch; symbol: string }[]>();
  let queue: Promise<unknown> = Promise.resolve();
  let disposed = false;

  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const persist = () => {
    const key = profileKey;
    if (key !== null) void store.save(key, alerts).catch(() => undefined);
    deps.emit('tt:alerts:changed', alerts);
  };

  /**
   * One trade or mark stream per symbol or contract with an armed price alert, and per contract of the
   * other cross positions a margin ratio alert counts; none for the rest.
   */
  const refollow = () => {
    const armed = disposed ? [] : alerts.filter((a) => watches.has(a.id));
    const needed = new Map<string, Pick<AlertView, 'symbol' | 'market'>>(armed.map((a) => [feedOf(a), a]));
    otherFeeds.clear();
    for (const { alert, watch } of marginWatches(armed))
      for (const symbol of watch.others()) {
        const other = { symbol, market: alert.market };
        const feed = feedOf(other);
        if (!needed.has(feed)) {
          needed.set(feed, other);
          readPrecisions(other);
        }
        const counting = otherFeeds.get(feed) ?? [];
        counting.push({ alert, watch, symbol });
        otherFeeds.set(feed, counting);
      }
    for (const [feed, stop] of follows)
      if (!needed.has(feed)) {
        follows.delete(feed);
        stop();
      }
    for (const [feed, { symbol, market }] of needed)
      if (!follows.has(feed))
        follows.set(
          feed,
          market === undefined
            ? deps.market.followTrades(symbol, (trade) => onTick(feed, trade))
            : deps.market.followMark(market, symbol, (mark) =>
                onTick(feed, { price: mark.markPrice, time: mark.eventTime }),
              ),
        );
  };

  /** Reads a margin ratio alert's margin again; marks are passed over until it is read. */
  const readMargin = async (alert: AlertView, watch: MarginRatioWatch) => {
    let reading: MarginReading | null = null;
    try {
      if (alert.market !== undefined)
        reading = (await deps.futuresMargin?.(alert.market, alert.symbol)) ?? null;
    } catch {
      // The venue did not answer: the alert waits for the next position change or re-arm to read it.
    }
    if (watches.get(alert.id) !== watch) return;
    watch.setMargin(reading);
    refollow();
  };

  /** Reads a P&L or margin ratio alert's position again; trades are passed over until it is read. */
  const readBasis = async (alert: AlertView) => {
    const condition = alert.condition;
    const watch = watches.get(alert.id);
    if (watch && 'setMargin' in watch) return readMargin(alert, watch);
    if (!watch || !('setBasis' in watch)) return;
    let basis: PositionBasis | null = null;
    try {
      if (condition.kind === 'pnl')
        basis = (await deps.positionBasis?.(alert.symbol, condition.method)) ?? null;
      else if (condition.kind === 'positionPnl' && alert.market !== undefined)
        basis = (await deps.futuresBasis?.(alert.market, alert.symbol)) ?? null;
    } catch {
      // The venue did not answer: the alert waits for the next fill or re-arm to read it again.
    }
    if (watches.get(alert.id) === watch) watch.setBasis(basis);
  };

  /**
   * The symbols' and contracts' ticks, steps and quote assets, for the firings' numbers, by feed: the
   * spot symbols read once (again after a failure), each contract when an alert on it is armed.
   */
  const precisions = new Map<string, NoticePrecision>();
  let readingSpot: Promise<void> | undefined;
  const readPrecisions = (alert: Pick<AlertView, 'symbol' | 'market'>) => {
    const { market, symbol } = alert;
    if (market !== undefined) {
      const feed = feedOf(alert);
      if (!precisions.has(feed))
        void deps.market.futuresPrecision(market, symbol).then(
          (precision) => precision && precisions.set(feed, precision),
          () => undefined,
        );
      return;
    }
    readingSpot ??= deps.market.symbols().then(
      (symbols) => {
        for (const info of symbols) precisions.set(info.symbol, precisionOf(info));
      },
      () => {
        readingSpot = undefined;
      },
    );
  };
  const numbersOf = (feed: string) => () => noticeNumbers(precisions.get(feed));

  const arm = (alert: AlertView) => {
    watches.delete(alert.id);
    readPrecisions(alert);
    const watch =
      alert.status === 'armed'
        ? watchFor(
            alertSubject(alert),
            alert.condition,
            numbersOf(feedOf(alert)),
            alert.market === undefined ? 'traded at' : 'now',
            marketName(alert),
          )
        : null;
    if (!watch) return undefined;
    watches.set(alert.id, watch);
    return 'setBasis' in watch || 'setMargin' in watch ? readBasis(alert) : undefined;
  };

  const fire = (alert: AlertView, firing: AlertFiring) => {
    const fired: AlertView = { ...alert, status: 'fired', fired: firing };
    alerts = alerts.map((a) => (a.id === alert.id ? fired : a));
    watches.delete(alert.id);
    persist();
    deps.emit('tt:alerts:fired', { alert: fired, message: firing.message });
    deps.notify({ title: 'Alert · Tape Terminal', body: firing.message });
  };

  /** The armed margin ratio alerts with their watches. */
  function marginWatches(armed: readonly AlertView[]) {
    const out: { alert: AlertView; watch: MarginRatioWatch }[] = [];
    for (const alert of armed) {
      const watch = watches.get(alert.id);
      if (watch && 'setMargin' in watch) out.push({ alert, watch });
    }
    return out;
  }

  function onTick(feed: string, tick: PriceTick) {
    let changed = false;
    for (const alert of alerts) {
      if (feedOf(alert) !== feed) continue;
      const firing = watches.get(alert.id)?.onTick(tick);
      if (!firing) continue;
      fire(alert, firing);
      changed = true;
    }
    // Another contract's mark moves the margin ratio of the alerts counting a cross position on it.
    for (const { alert, watch, symbol } of otherFeeds.get(feed) ?? []) {
      if (watches.get(alert.id) !== watch) continue;
      const firing = watch.onOtherMark(symbol, tick, (price) => numbersOf(feed)().price(price));
      if (!firing) continue;
      fire(alert, firing);
      changed = true;
    }
    if (changed) refollow();
  }

  /** Loads the active profile's alerts when the active profile is not the one loaded. */
  const sync = async () => {
    const key = await deps.activeProfile();
    if (key === profileKey) return;
    profileKey = key;
    alerts = key === null ? [] : [...(await store.load(key))];
    watches.clear();
    for (const alert of alerts) arm(alert);
    refollow();
    deps.emit('tt:alerts:changed', alerts);
  };

  const find = (id: string) => {
    const alert = alerts.find((a) => a.id === id);
    if (!alert) throw new Error(`There is no alert ${id}: it may have been deleted.`);
    return alert;
  };

  const replace = (next: AlertView) => {
    alerts = alerts.map((a) => (a.id === next.id ? next : a));
    arm(next);
    refollow();
    persist();
    return next;
  };

  const checkSymbol = async (symbol: string, market: AlertMarket | undefined) => {
    const listed =
      market === undefined
        ? (await deps.market.symbols()).some((s) => s.symbol === symbol)
        : (await deps.market.futuresPrecision(market, symbol)) !== undefined;
    if (!listed)
      throw new Error(
        `Unknown symbol ${symbol}: the venue does not list it${market === undefined ? '' : ` as a ${alertMarketNames[market]} contract`}.`,
      );
  };

  const needProfile = () => {
    if (profileKey === null) throw new Error('There is no active profile to keep alerts for.');
  };

  const handlers: AlertsHandlers = {
    'tt:alerts:list': () => serially(async () => (await sync(), alerts)),
    'tt:alerts:create': ({ symbol, market, condition, sound }) =>
      serially(async () => {
        await sync();
        needProfile();
        await checkSymbol(symbol, market);
        const alert: AlertView = {
          id: randomUUID(),
          symbol,
          ...(market === undefined ? {} : { market }),
          condition: condition as AlertCondition,
          sound,
          createdAt: now(),
          status: 'armed',
          fired: null,
        };
        alerts = [...alerts, alert];
        const reading = arm(alert);
        refollow();
        persist();
        // A P&L alert answers once its position is read: armed, it knows where the P&L stands.
        await reading;
        return alert;
      }),
    'tt:alerts:update': ({ id, condition, sound }) =>
      serially(async () => {
        await sync();
        const alert = find(id);
        const moved = condition !== undefined;
        if (alert.market !== undefined && moved && !markAlertKinds.includes(condition.kind))
          throw new Error(
            "A futures contract's alert watches its mark price: it crosses a price, moves, or values the position.",
          );
        if (alert.market === undefined && moved && positionAlertKinds.includes(condition.kind))
          throw new Error(
            "A futures position's P&L or margin ratio is a contract's alert: On a USD-M or COIN-M mark price.",
          );
        return replace({
          ...alert,
          condition: (condition as AlertCondition | undefined) ?? alert.condition,
          sound: sound ?? alert.sound,
          ...(moved ? { status: 'armed' as const, fired: null } : {}),
        });
      }),
    'tt:alerts:delete': ({ id }) =>
      serially(async () => {
        await sync();
        find(id);
        alerts = alerts.filter((a) => a.id !== id);
        watches.delete(id);
        refollow();
        persist();
      }),
    'tt:alerts:rearm': ({ id }) =>
      serially(async () => {
        await sync();
        return replace({ ...find(id), status: 'armed', fired: null });
      }),
  };

  return {
    handlers,
    /** Loads the active profile's alerts and follows their markets (at start and after a profile switch). */
    sync: () => serially(sync),
    /** An order notice from the order manager: a fill sets off the symbol's armed fill alerts. */
    onOrderNotice(notice: OrderNotice): void {
      if (notice.kind !== 'filled' && notice.kind !== 'partially-filled') return;
      const order = notice.order;
      const qty = new Decimal(order.executedQty);
      const price = qty.isZero()
        ? order.price
        : new Decimal(order.cummulativeQuoteQty).div(qty).toDecimalPlaces(8).toFixed();
      for (const alert of alerts)
        if (alert.status === 'armed' && alert.condition.kind === 'fill' && alert.symbol === order.symbol)
          fire(alert, {
            time: order.updateTime,
            price,
            message: `Fill alert on ${alert.symbol}: ${notice.message}`,
          });
    },
    /** The active profile traded the symbol: its P&L alerts read their position again. */
    positionChanged(symbol: string): Promise<void> {
      return Promise.all(
        alerts.filter((a) => a.symbol === symbol && a.condition.kind === 'pnl').map(readBasis),
      ).then(() => undefined);
    },
    /**
     * A futures position of the active profile changed: its contract's P&L alerts read it again, and
     * every margin ratio alert of the family (the other positions count in a cross ratio).
     */
    futuresPositionChanged(market: AlertMarket, symbol: string): Promise<void> {
      return Promise.all(
        alerts
          .filter(
            (a) =>
              a.market === market &&
              ((a.symbol === symbol && a.condition.kind === 'positionPnl') ||
                a.condition.kind === 'marginRatio'),
          )
          .map(readBasis),
      ).then(() => undefined);
    },
    /** Follows no market any more. */
    dispose(): void {
      disposed = true;
      refollow();
    },
    flush: () => store.flush(),
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
