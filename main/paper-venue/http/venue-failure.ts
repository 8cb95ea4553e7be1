/** A request the venue refuses: HTTP status plus a `{code, msg}` body. */
export class VenueFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly msg: string,
    readonly headers: Record<string, string> = {},
    readonly data?: unknown,
  ) {
    super(msg);
    this.name = 'VenueFailure';
  }

  get body(): { code: number; msg: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, msg: this.msg }
      : { code: this.code, msg: this.msg, data: this.data };
  }
}

const bad = (code: number, msg: string) => new VenueFailure(400, code, msg);

/** The venue's refusals, in its exact wording. */
export const fail = {
  unknown: () => new VenueFailure(500, -1000, 'An unknown error occurred while processing the request.'),
  illegalChars: () => bad(-1100, 'Illegal characters found in a parameter.'),
  illegalCharsIn: (name: string, legalRange: string) =>
    bad(-1100, `Illegal characters found in parameter '${name}'; legal range is '${legalRange}'.`),
  tooManyParameters: () => bad(-1101, 'Too many parameters sent for this endpoint.'),
  /** HTTP 413: the body is over the venue's limit (it is drained, not read). */
  bodyTooLarge: (limitBytes: number) =>
    new VenueFailure(413, -1000, `Request body too large; the limit is ${limitBytes} bytes.`),
  duplicateParameter: () => bad(-1101, 'Duplicate values for a parameter detected.'),
  mandatoryMissing: (name: string) =>
    bad(-1102, `Mandatory parameter '${name}' was not sent, was empty/null, or malformed.`),
  eitherMissing: (first: string, second: string) =>
    bad(-1102, `Param '${first}' or '${second}' must be sent, but both were empty/null!`),
  greaterThan: (name: string, max: string) =>
    bad(-1102, `'${name}' contains unexpected value. Cannot be greater than ${max}.`),
  unknownParameter: () => bad(-1103, 'An unknown parameter was sent.'),
  unreadParameters: (read: number, sent: number) =>
    bad(-1104, `Not all sent parameters were read; read '${read}' parameter(s) but was sent '${sent}'.`),
  emptyParameter: (name: string) => bad(-1105, `Parameter '${name}' was empty.`),
  notRequired: (name: string) => bad(-1106, `Parameter '${name}' sent when not required.`),
  tooMuchPrecision: (name: string) => bad(-1111, `Parameter '${name}' has too much precision.`),
  timeInForceNotRequired: () => bad(-1114, 'TimeInForce parameter sent when not required.'),
  invalidTimeInForce: () => bad(-1115, 'Invalid timeInForce.'),
  invalidOrderType: () => bad(-1116, 'Invalid orderType.'),
  invalidSide: () => bad(-1117, 'Invalid side.'),
  emptyNewClientOrderId: () => bad(-1118, 'New client order ID was empty.'),
  emptyOrigClientOrderId: () => bad(-1119, 'Original client order ID was empty.'),
  invalidInterval: () => bad(-1120, 'Invalid interval.'),
  invalidSymbol: () => bad(-1121, 'Invalid symbol.'),
  invalidSymbolStatus: () => bad(-1122, 'Invalid symbolStatus.'),
  invalidListenKey: () => bad(-1125, 'This listenKey does not exist.'),
  moreThanHours: (hours: number) => bad(-1127, `More than ${hours} hours between startTime and endTime.`),
  badCombination: () => bad(-1128, 'Combination of optional parameters invalid.'),
  invalidData: (name: string) => bad(-1130, `Data sent for parameter '${name}' is not valid.`),
  badStrategyType: () => bad(-1134, '`strategyType` was less than 1000000.'),
  invalidTickerType: () => bad(-1139, 'Invalid ticker type.'),
  invalidCancelRestrictions: () => bad(-1145, 'Invalid cancelRestrictions'),
  duplicateSymbols: () => bad(-1151, 'Symbol is present multiple times in the list.'),
  symbolStatusMismatch: () => bad(-1220, "The symbol's status does not match the requested symbolStatus."),
  outsideRecvWindow: () => bad(-1021, 'Timestamp for this request is outside of the recvWindow.'),
  aheadOfServer: () => bad(-1021, "Timestamp for this request was 1000ms ahead of the server's time."),
  badSignature: () => bad(-1022, 'Signature for this request is not valid.'),
  apiKeyFormat: () => new VenueFailure(401, -2014, 'API-key format invalid.'),
  rejectedKey: () => new VenueFailure(401, -2015, 'Invalid API-key, IP, or permissions for action.'),
};
