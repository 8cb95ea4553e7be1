/** A refusal by the matching engine, with the venue's code and exact message. */
export class EngineError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    // Refusals are routine (a bot cancelling a filled order): skip the costly stack capture.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.name = 'EngineError';
  }
}

export const messages = {
  unknownOrder: 'Unknown order sent.',
  duplicateOrder: 'Duplicate order sent.',
  insufficientBalance: 'Account has insufficient balance for requested action.',
  wouldTake: 'Order would immediately match and take.',
  wouldTrigger: 'Order would trigger immediately.',
  ocoPrices: 'The relationship of the prices for the orders is not correct.',
  cancelRestrictions: 'Order was not canceled due to cancel restrictions.',
  amendNotSupported: 'Order amend is not supported for this symbol.',
  amendIncrease: 'Order amend (quantity increase) is not supported.',
  amendNoChange: 'The requested action would change no state; rejecting',
  unsupportedCombination: 'Unsupported order combination',
  liquidityLotSize: 'Order book liquidity is less than LOT_SIZE filter minimum quantity.',
  clientIdMismatch: 'Client order ID is not correct for this order ID.',
  orderDoesNotExist: 'Order does not exist.',
  depositAmount: "Data sent for parameter 'amount' is not valid.",
  externalLockDelta: "Data sent for parameter 'delta' is not valid.",
} as const;

export const rejectNewOrder = (message: string): EngineError => new EngineError(-2010, message);
export const rejectCancel = (message: string): EngineError => new EngineError(-2011, message);
export const rejectAmend = (message: string): EngineError => new EngineError(-2038, message);
