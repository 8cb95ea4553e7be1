import type { FuturesRefusal } from '@shared/api/futures/refusals';
import { futuresRefusals } from '@shared/api/futures/refusals';
import { VenueRefusal } from './route-table';

/**
 * The futures refusals, codes and messages exactly as the live venue answers them.
 * Where the facts name no code for a case, the choice is noted beside it (see README.md).
 */
const refuse = (code: number, msg: string) => new VenueRefusal(code, msg);

type Raised<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => FuturesRefusal ? (...args: A) => VenueRefusal : never;
};

/** The shared table's refusals (those a client can foresee before sending), raised by the venue. */
function raised<T extends Record<string, (...args: string[]) => FuturesRefusal>>(table: T): Raised<T> {
  const entries = Object.entries(table).map(([name, make]) => [
    name,
    (...args: string[]) => {
      const { code, msg } = make(...args);
      return refuse(code, msg);
    },
  ]);
  return Object.fromEntries(entries) as Raised<T>;
}

export const refusals = {
  ...raised(futuresRefusals),
  eitherMandatory: (a: string, b: string) =>
    refuse(-1102, `Param '${a}' or '${b}' must be sent, but both were empty/null!`),
  illegalChars: (name: string, range: string) =>
    refuse(-1100, `Illegal characters found in parameter '${name}'; legal range is '${range}'.`),
  badCombination: () => refuse(-1128, 'Combination of optional parameters invalid.'),
  timeSpanTooLong: () => refuse(-1127, 'More than 7 days between startTime and endTime.'),
  invalidTif: () => refuse(-1115, 'Invalid timeInForce.'),
  invalidType: () => refuse(-1116, 'Invalid orderType.'),
  invalidSide: () => refuse(-1117, 'Invalid side.'),
  invalidInterval: () => refuse(-1120, 'Invalid interval.'),
  invalidSymbol: () => refuse(-1121, 'Invalid symbol.'),
  marginInsufficient: () => refuse(-2019, 'Margin is insufficient.'),
  /** -2027/-2028, in the live venue's wording. */
  positionTooBig: () => refuse(-2027, 'Exceeded the maximum allowable position at current leverage.'),
  leverageTooSmall: () => refuse(-2028, 'Leverage is smaller than permitted: insufficient margin balance.'),
  unableToFill: () => refuse(-2020, 'Unable to fill.'),
  maxOpenOrders: () => refuse(-2025, 'Reach max open order limit.'),
  unknownOrderOnCancel: () => refuse(-2011, 'Unknown order sent.'),
  noSuchOrder: () => refuse(-2013, 'Order does not exist.'),
  priceBelowZero: () => refuse(-4001, 'Price less than 0.'),
  clientIdTooLong: () => refuse(-4015, 'Client order id length should not be more than 36 chars'),
  /** The live venue's -4028 wording. */
  leverageInvalid: (leverage: string) => refuse(-4028, `Leverage ${leverage} is not valid`),
  maxStopOrders: () => refuse(-4045, 'Reach max stop order limit.'),
  sameMarginType: () => refuse(-4046, 'No need to change margin type.'),
  marginTypeBlockedByOrders: () =>
    refuse(-4047, 'Margin type cannot be changed if there exists open orders.'),
  marginTypeBlockedByPosition: () => refuse(-4048, 'Margin type cannot be changed if there exists position.'),
  notIsolated: () => refuse(-4049, 'Add margin only support for isolated position.'),
  crossBalanceInsufficient: () => refuse(-4050, 'Cross balance insufficient.'),
  isolatedBalanceInsufficient: () => refuse(-4051, 'Isolated balance insufficient.'),
  noPositionForMargin: () => refuse(-4054, 'Cannot add position margin: position is 0.'),
  sameMode: () => refuse(-4059, 'No need to change position side.'),
  invalidPositionSide: () => refuse(-4060, 'Invalid position side.'),
  modeBlockedByOrders: () => refuse(-4067, 'Position side cannot be changed if there exists open orders.'),
  modeBlockedByPosition: () => refuse(-4068, 'Position side cannot be changed if there exists position.'),
  duplicateClientId: () => refuse(-4116, 'clientOrderId is duplicated'),
  reduceOnlyMarginCheck: () =>
    refuse(-4118, 'ReduceOnly Order Failed. Please check your existing position and open orders'),
  marketBeyondBound: () =>
    refuse(-4131, "The counterparty's best price does not meet the PERCENT_PRICE filter limit"),
  fokRejected: () =>
    refuse(-5021, 'Due to the order could not be filled immediately, the FOK order has been rejected.'),
  gtxRejected: () =>
    refuse(-5022, 'Due to the order could not be executed as maker, the Post Only order will be rejected.'),
};
