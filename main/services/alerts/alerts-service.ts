import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { type AlertCondition, type AlertFiring, type AlertView } from '@shared/ipc/alerts';
import type { Emit, Handlers } from '@shared/ipc/contract';
import type { CostMethod } from '@shared/ipc/positions';
import type { TapeTrade } from '@shared/ipc/market';
import type { OrderNotice } from '@shared/ipc/orders';
import { watchFor, type AlertWatch } from './alert-watch';
import type { PositionBasis, PnlWatch } from './pnl-watch';
import { createAlertsStore } from './alerts-store';
import { precisionOf } from '@shared/market/symbol-precision';
import { noticeNumbers, type NoticePrecision } from '../notice-numbers';

type AlertsHandlers = Pick<Handlers, Extract<keyof Handlers, `tt:alerts:${string}`>>;

/** What alerts need of the market service: the venue's symbols and main's own trade subscriptions. */
export interface AlertsMarket {
  symbols(): Promise<readonly SymbolInfo[]>;
  followTrades(symbol: string, listener: (trade: TapeTrade) => void): () => void;
}

export interface AlertsServiceDeps {
  readonly dataDir: string;
  /** The active profile's key ("paper" for the built-in Paper profile, else its id), or null. */
  readonly activeProfile: () => Promise<string | null>;
  readonly market: AlertsMarket;
  /** The active profile's position in the symbol's base asset, for P&L alerts; null with none. */
  readonly positionBasis?: (symbol: string, method: CostMethod) => Promise<PositionBasis | null>;
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
  const watches = new Map<string, AlertWatch | PnlWatch>();
  const follows = new Map<string, () => void>();
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

  /** One trade stream per symbol with an armed price alert; none for the rest. */
  const refollow = () => {
    const needed = new Set(disposed ? [] : alerts.filter((a) => watches.has(a.id)).map((a) => a.symbol));
    for (const [symbol, stop] of follows)
      if (!needed.has(symbol)) {
        follows.delete(symbol);
        stop();
      }
    for (const symbol of needed)
      if (!follows.has(symbol))
        follows.set(
          symbol,
          deps.market.followTrades(symbol, (trade) => onTrade(symbol, trade)),
        );
  };

  /** Reads a P&L alert's position again; trades are passed over until it is read. */
  const readBasis = async (alert: AlertView) => {
    const condition = alert.condition;
    const watch = watches.get(alert.id);
    if (condition.kind !== 'pnl' || !watch || !('setBasis' in watch)) return;
    let basis: PositionBasis | null = null;
    try {
      basis = (await deps.positionBasis?.(alert.symbol, condition.method)) ?? null;
    } catch {
      // The venue did not answer: the alert waits for the next fill or re-arm to read it again.
    }
    if (watches.get(alert.id) === watch) watch.setBasis(basis);
  };

  /** The market's symbols' ticks, steps and quote assets, for the firings' numbers; read once. */
  const precisions = new Map<string, NoticePrecision>();
  let readingPrecisions: Promise<void> | undefined;
  const readPrecisions = () => {
    readingPrecisions ??= deps.market.symbols().then(
      (symbols) => {
        for (const info of symbols) precisions.set(info.symbol, precisionOf(info));
      },
      () => {
        readingPrecisions = undefined;
      },
    );
  };
  const numbersOf = (symbol: string) => () => noticeNumbers(precisions.get(symbol));

  const arm = (alert: AlertView) => {
    watches.delete(alert.id);
    readPrecisions();
    const watch =
      alert.status === 'armed' ? watchFor(alert.symbol, alert.condition, numbersOf(alert.symbol)) : null;
    if (!watch) return;
    watches.set(alert.id, watch);
    if ('setBasis' in watch) void readBasis(alert);
  };

  const fire = (alert: AlertView, firing: AlertFiring) => {
    const fired: AlertView = { ...alert, status: 'fired', fired: firing };
    alerts = alerts.map((a) => (a.id === alert.id ? fired : a));
    watches.delete(alert.id);
    persist();
    deps.emit('tt:alerts:fired', { alert: fired, message: firing.message });
    deps.notify({ title: 'Alert · Tape Terminal', body: firing.message });
  };

  function onTrade(symbol: string, trade: TapeTrade) {
    let changed = false;
    for (const alert of alerts) {
      if (alert.symbol !== symbol) continue;
      const firing = watches.get(alert.id)?.onTick(trade);
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

  const checkSymbol = async (symbol: string) => {
    if (!(await deps.market.symbols()).some((s) => s.symbol === symbol))
      throw new Error(`Unknown symbol ${symbol}: the venue does not list it.`);
  };

  const needProfile = () => {
    if (profileKey === null) throw new Error('There is no active profile to keep alerts for.');
  };

  const handlers: AlertsHandlers = {
    'tt:alerts:list': () => serially(async () => (await sync(), alerts)),
    'tt:alerts:create': ({ symbol, condition, sound }) =>
      serially(async () => {
        await sync();
        needProfile();
        await checkSymbol(symbol);
        const alert: AlertView = {
          id: randomUUID(),
          symbol,
          condition: condition as AlertCondition,
          sound,
          createdAt: now(),
          status: 'armed',
          fired: null,
        };
        alerts = [...alerts, alert];
        arm(alert);
        refollow();
        persist();
        return alert;
      }),
    'tt:alerts:update': ({ id, condition, sound }) =>
      serially(async () => {
        await sync();
        const alert = find(id);
        const moved = condition !== undefined;
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
    /** Follows no market any more. */
    dispose(): void {
      disposed = true;
      refollow();
    },
    flush: () => store.flush(),
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
