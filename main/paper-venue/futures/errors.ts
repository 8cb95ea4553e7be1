import { VenueRefusal } from './route-table';

/**
 * The futures refusals, codes and messages exactly as the live venue answers them.
 * Where the facts name no code for a case, the choice is noted beside it (see README.md).
 */
const refuse = (code: number, msg: string) => new VenueRefusal(code, msg);

export const refusals = {
  mandatory: (name: string) =>
    refuse(-1102, `Mandatory parameter '${name}' was not sent, was empty/null, or malformed.`),
  eitherMandatory: (a: string, b: string) =>
    refuse(-1102, `Param '${a}' or '${b}' must be sent, but both were empty/null!`),
  illegalChars: (name: string, range: string) =>
    refuse(-1100, `Illegal characters found in parameter '${name}'; legal range is '${range}'.`),
  notRequired: (name: string) => refuse(-1106, `Parameter '${name}' sent when not required.`),
  invalidValue: (name: string) => refuse(-1130, `Data sent for parameter '${name}' is not valid.`),
  precision: () => refuse(-1111, 'Precision is over the maximum defined for this asset.'),
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
  wouldTrigger: () => refuse(-2021, 'Order would immediately trigger.'),
  reduceOnlyRejected: () => refuse(-2022, 'ReduceOnly Order is rejected.'),
  maxOpenOrders: () => refuse(-2025, 'Reach max open order limit.'),
  unknownOrderOnCancel: () => refuse(-2011, 'Unknown order sent.'),
  noSuchOrder: () => refuse(-2013, 'Order does not exist.'),
  priceBelowZero: () => refuse(-4001, 'Price less than 0.'),
  priceAboveMax: () => refuse(-4002, 'Price greater than max price.'),
  qtyBelowZero: () => refuse(-4003, 'Quantity less than zero.'),
  qtyBelowMin: () => refuse(-4004, 'Quantity less than min quantity.'),
  qtyAboveMax: () => refuse(-4005, 'Quantity greater than max quantity.'),
  priceBelowMin: () => refuse(-4013, 'Price less than min price.'),
  priceNotOnTick: () => refuse(-4014, 'Price not increased by tick size.'),
  clientIdTooLong: () => refuse(-4015, 'Client order id length should not be more than 36 chars'),
  aboveMultiplierCap: () => refuse(-4016, 'Price is higher than mark price multiplier cap.'),
  qtyNotOnStep: () => refuse(-4023, 'Qty not increased by step size.'),
  belowMultiplierFloor: () => refuse(-4024, 'Price is lower than mark price multiplier floor.'),
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
  positionSideMismatch: () => refuse(-4061, "Order's position side does not match user's setting."),
  modeBlockedByOrders: () => refuse(-4067, 'Position side cannot be changed if there exists open orders.'),
  modeBlockedByPosition: () => refuse(-4068, 'Position side cannot be changed if there exists position.'),
  duplicateClientId: () => refuse(-4116, 'clientOrderId is duplicated'),
  reduceOnlyMarginCheck: () =>
    refuse(-4118, 'ReduceOnly Order Failed. Please check your existing position and open orders'),
  useAlgoEndpoint: () =>
    refuse(
      -4120,
      'Order type not supported for this endpoint. Please use the Algo Order API endpoints instead.',
    ),
  marketBeyondBound: () =>
    refuse(-4131, "The counterparty's best price does not meet the PERCENT_PRICE filter limit"),
  closePositionWithQty: () => refuse(-4137, 'Quantity must be zero with closePosition equals true'),
  closePositionWithReduceOnly: () => refuse(-4138, 'Reduce only must be true with closePosition equals true'),
  minNotional: (notional: string) =>
    refuse(-4164, `Order's notional must be no smaller than ${notional} (unless you choose reduce only)`),
  fokRejected: () =>
    refuse(-5021, 'Due to the order could not be filled immediately, the FOK order has been rejected.'),
  gtxRejected: () =>
    refuse(-5022, 'Due to the order could not be executed as maker, the Post Only order will be rejected.'),
};
