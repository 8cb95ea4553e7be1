import { z } from 'zod';
import { event, request } from './define';
import { costMethods } from './positions';

/*
 * Alerts, kept and watched by main for the active profile (keyed like the layouts: "paper" for the
 * built-in Paper profile, else the profile id), so they fire with every panel closed. A price alert fires
 * once and stays fired, with the time and price that set it off, until the trader re-arms it.
 */

const symbol = z
  .string()
  .regex(
    /^[A-Z0-9_]{2,30}$/,
    'a symbol is 2 to 30 upper-case letters, digits or _, e.g. BTCUSDT or BTCUSD_PERP',
  );

/** The futures family whose contract's mark price an alert watches; a spot alert has none. */
export const alertMarket = z.enum(['usdm', 'coinm']);
export type AlertMarket = z.infer<typeof alertMarket>;
export const alertMarketNames: Record<AlertMarket, string> = { usdm: 'USD-M', coinm: 'COIN-M' };

const positiveDecimal = (what: string) =>
  z
    .string()
    .regex(/^\d{1,20}(\.\d{1,20})?$/, `${what} is a plain decimal, like 101.25`)
    .refine((text) => /[1-9]/.test(text), `${what} must be more than zero`);

/** A P&L threshold: a plain decimal that may be negative, in the symbol's quote asset. */
const signedDecimal = z
  .string()
  .regex(/^-?\d{1,20}(\.\d{1,20})?$/, 'the P&L is a plain decimal, like -25 or 150.5');

/** The longest window a move alert looks back over: one day. */
export const maxWindowMinutes = 1440;

export const alertCondition = z.discriminatedUnion('kind', [
  /** The last trade price reaches the price from below. */
  z.object({ kind: z.literal('above'), price: positiveDecimal('the price') }).strict(),
  /** The last trade price reaches the price from above. */
  z.object({ kind: z.literal('below'), price: positiveDecimal('the price') }).strict(),
  /** The price moves by at least this many percent, either way, within the window. */
  z
    .object({
      kind: z.literal('move'),
      percent: positiveDecimal('the move').refine(
        (text) => Number(text.split('.')[0]) < 100,
        'the move is less than 100 %',
      ),
      windowMinutes: z
        .number()
        .int('the window is whole minutes')
        .min(1, 'the window is at least 1 minute')
        .max(maxWindowMinutes, `the window is at most ${maxWindowMinutes} minutes (a day)`),
    })
    .strict(),
  /** An order on the symbol fills, wholly or in part. */
  z.object({ kind: z.literal('fill') }).strict(),
  /**
   * The unrealized P&L of the position in the symbol's base asset, valued in its quote asset at each
   * trade (as the Positions pane values it, by the cost method), crosses the amount up or down.
   */
  z
    .object({
      kind: z.literal('pnl'),
      direction: z.enum(['above', 'below']),
      amount: signedDecimal,
      method: z.enum(costMethods),
    })
    .strict(),
  /**
   * A futures contract's position (both sides summed in hedge mode) valued at each mark, its unrealized
   * P&L in the margin asset crosses the amount up or down. Only on a contract's alert.
   */
  z
    .object({ kind: z.literal('positionPnl'), direction: z.enum(['above', 'below']), amount: signedDecimal })
    .strict(),
  /**
   * A futures contract's margin ratio (its margin asset's cross ratio, or an isolated position's own;
   * the venue liquidates at 100 %), valued at each mark, crosses above the percentage. Only on a
   * contract's alert.
   */
  z
    .object({
      kind: z.literal('marginRatio'),
      percent: positiveDecimal('the margin ratio').refine(
        (text) => Number(text.split('.')[0]) < 100,
        'the margin ratio is less than 100 % (the venue liquidates there)',
      ),
    })
    .strict(),
]);
export type AlertCondition = z.infer<typeof alertCondition>;
export type AlertKind = AlertCondition['kind'];

/**
 * What a futures contract's mark price can set off: a crossing, a move, its position's P&L or margin
 * ratio (no fill, no spot P&L).
 */
export const markAlertKinds: readonly AlertKind[] = ['above', 'below', 'move', 'positionPnl', 'marginRatio'];

/** What only a futures contract's alert watches: its position. */
export const positionAlertKinds: readonly AlertKind[] = ['positionPnl', 'marginRatio'];

/** What set an alert off. */
export interface AlertFiring {
  /** Venue time of the trade or fill (ms since the epoch). */
  readonly time: number;
  /** The trade price, or the fill's average price (a P&L alert: the trade price that valued it). */
  readonly price: string;
  readonly message: string;
}

export interface AlertView {
  readonly id: string;
  readonly symbol: string;
  /** A futures contract's alert watches its mark price; without it, the spot symbol's trades. */
  readonly market?: AlertMarket;
  readonly condition: AlertCondition;
  /** The renderer plays a short tone when it fires. */
  readonly sound: boolean;
  readonly createdAt: number;
  readonly status: 'armed' | 'fired';
  readonly fired: AlertFiring | null;
}

export interface AlertFired {
  readonly alert: AlertView;
  readonly message: string;
}

/** How an alert's typed figures are written: a price padded to its tick, an amount to its asset's places. */
export interface AlertFigures {
  readonly price: (typed: string) => string;
  readonly amount: (typed: string) => string;
}

const asTyped: AlertFigures = { price: (typed) => typed, amount: (typed) => typed };

/** What an alert watches, in words: "BTCUSDT", or a contract's mark, "BTCUSDT USD-M mark". */
export const alertSubject = (alert: Pick<AlertView, 'symbol' | 'market'>) =>
  alert.market === undefined ? alert.symbol : `${alert.symbol} ${alertMarketNames[alert.market]} mark`;

/** The market an alert is on: "BTCUSDT" (spot), or a contract's, "BTCUSDT USD-M". */
export const marketName = (alert: Pick<AlertView, 'symbol' | 'market'>) =>
  alert.market === undefined ? alert.symbol : `${alert.symbol} ${alertMarketNames[alert.market]}`;

/** An alert's condition in the trader's words: "BTCUSDT crosses above 101.50". */
export function describeAlert(
  alert: Pick<AlertView, 'symbol' | 'market' | 'condition'>,
  figures: AlertFigures = asTyped,
): string {
  const c = alert.condition;
  const subject = alertSubject(alert);
  switch (c.kind) {
    case 'above':
      return `${subject} crosses above ${figures.price(c.price)}`;
    case 'below':
      return `${subject} crosses below ${figures.price(c.price)}`;
    case 'move':
      return `${subject} moves ${c.percent} % within ${c.windowMinutes} min`;
    case 'fill':
      return `An order on ${alert.symbol} fills`;
    case 'pnl':
      return `${alert.symbol} position P&L crosses ${c.direction} ${figures.amount(c.amount)}`;
    case 'positionPnl':
      return `${marketName(alert)} position P&L crosses ${c.direction} ${figures.amount(c.amount)}`;
    case 'marginRatio':
      return `${marketName(alert)} margin ratio crosses above ${c.percent} %`;
  }
}

const alertId = z.string().min(1).max(64);

export const alertsRequests = {
  /** The active profile's alerts, oldest first. */
  'tt:alerts:list': request<readonly AlertView[]>()(z.object({}).strict()),
  /** Adds an armed alert (on a futures contract's mark price with `market`); an unknown symbol is refused. */
  'tt:alerts:create': request<AlertView>()(
    z
      .object({ symbol, market: alertMarket.optional(), condition: alertCondition, sound: z.boolean() })
      .strict()
      .refine((a) => a.market === undefined || markAlertKinds.includes(a.condition.kind), {
        message:
          "a futures contract's alert watches its mark price: it crosses a price, moves, or values the position",
        path: ['condition'],
      })
      .refine((a) => a.market !== undefined || !positionAlertKinds.includes(a.condition.kind), {
        message:
          "a futures position's P&L or margin ratio is a contract's alert: On a USD-M or COIN-M mark price",
        path: ['condition'],
      }),
  ),
  /** Changes an alert's condition (a line dragged on the chart) or sound; a changed condition re-arms it. */
  'tt:alerts:update': request<AlertView>()(
    z.object({ id: alertId, condition: alertCondition.optional(), sound: z.boolean().optional() }).strict(),
  ),
  'tt:alerts:delete': request<void>()(z.object({ id: alertId }).strict()),
  /** Arms a fired alert again: it fires at the next crossing from where the price then is. */
  'tt:alerts:rearm': request<AlertView>()(z.object({ id: alertId }).strict()),
};

export const alertsEvents = {
  /** The active profile's alerts after any change (a create, an edit, a firing, a profile switch). */
  'tt:alerts:changed': event<readonly AlertView[]>(),
  /** An alert went off. */
  'tt:alerts:fired': event<AlertFired>(),
};
