/**
 * The futures venue's refusals a client can foresee, codes and messages exactly as the venue gives
 * them (the venue answers the same for the same order).
 */
export interface FuturesRefusal {
  readonly code: number;
  readonly msg: string;
}

const refusal = (code: number, msg: string): FuturesRefusal => ({ code, msg });

export const futuresRefusals = {
  mandatory: (name: string) =>
    refusal(-1102, `Mandatory parameter '${name}' was not sent, was empty/null, or malformed.`),
  notRequired: (name: string) => refusal(-1106, `Parameter '${name}' sent when not required.`),
  invalidValue: (name: string) => refusal(-1130, `Data sent for parameter '${name}' is not valid.`),
  precision: () => refusal(-1111, 'Precision is over the maximum defined for this asset.'),
  wouldTrigger: () => refusal(-2021, 'Order would immediately trigger.'),
  marginInsufficient: () => refusal(-2019, 'Margin is insufficient.'),
  positionTooBig: () => refusal(-2027, 'Exceeded the maximum allowable position at current leverage.'),
  reduceOnlyRejected: () => refusal(-2022, 'ReduceOnly Order is rejected.'),
  reduceOnlyMarginCheck: () =>
    refusal(-4118, 'ReduceOnly Order Failed. Please check your existing position and open orders'),
  priceAboveMax: () => refusal(-4002, 'Price greater than max price.'),
  qtyBelowZero: () => refusal(-4003, 'Quantity less than zero.'),
  qtyBelowMin: () => refusal(-4004, 'Quantity less than min quantity.'),
  qtyAboveMax: () => refusal(-4005, 'Quantity greater than max quantity.'),
  priceBelowMin: () => refusal(-4013, 'Price less than min price.'),
  priceNotOnTick: () => refusal(-4014, 'Price not increased by tick size.'),
  aboveMultiplierCap: () => refusal(-4016, 'Price is higher than mark price multiplier cap.'),
  qtyNotOnStep: () => refusal(-4023, 'Qty not increased by step size.'),
  belowMultiplierFloor: () => refusal(-4024, 'Price is lower than mark price multiplier floor.'),
  positionSideMismatch: () => refusal(-4061, "Order's position side does not match user's setting."),
  useAlgoEndpoint: () =>
    refusal(
      -4120,
      'Order type not supported for this endpoint. Please use the Algo Order API endpoints instead.',
    ),
  closePositionWithQty: () => refusal(-4137, 'Quantity must be zero with closePosition equals true'),
  closePositionWithReduceOnly: () =>
    refusal(-4138, 'Reduce only must be true with closePosition equals true'),
  modifyLimit: () => refusal(-5026, 'Exceed maximum modify order limit.'),
  nothingToModify: () => refusal(-5027, 'No need to modify the order.'),
  minNotional: (notional: string) =>
    refusal(-4164, `Order's notional must be no smaller than ${notional} (unless you choose reduce only)`),
};
