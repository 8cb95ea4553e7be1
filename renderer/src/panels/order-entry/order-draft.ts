import type { OrderType, SelfTradePreventionMode, Side, TimeInForce } from '@shared/api/spot/enums';

/** How the trader gives the order's size. */
export type SizeMode = 'base' | 'quote' | 'percent';

/** The order form as typed: every field a string, exactly as entered. */
export interface OrderDraft {
  readonly side: Side;
  readonly type: OrderType;
  readonly price: string;
  readonly stopPrice: string;
  /** In BIPS (1 = 0.01 %), as typed. */
  readonly trailingDelta: string;
  readonly timeInForce: TimeInForce;
  readonly icebergQty: string;
  /** '' sends none: the symbol's default mode applies. */
  readonly selfTradePreventionMode: SelfTradePreventionMode | '';
  readonly sizeMode: SizeMode;
  readonly size: string;
}

export const emptyDraft: OrderDraft = {
  side: 'BUY',
  type: 'LIMIT',
  price: '',
  stopPrice: '',
  trailingDelta: '',
  timeInForce: 'GTC',
  icebergQty: '',
  selfTradePreventionMode: '',
  sizeMode: 'base',
  size: '',
};

export interface TypeFields {
  readonly price: boolean;
  /** stopPrice and trailingDelta. */
  readonly trigger: boolean;
  readonly timeInForce: boolean;
  readonly iceberg: boolean;
}

/** Which fields each order type takes; the form shows only these and sends only these. */
export const fieldsOf: Record<OrderType, TypeFields> = {
  LIMIT: { price: true, trigger: false, timeInForce: true, iceberg: true },
  MARKET: { price: false, trigger: false, timeInForce: false, iceberg: false },
  LIMIT_MAKER: { price: true, trigger: false, timeInForce: false, iceberg: true },
  STOP_LOSS: { price: false, trigger: true, timeInForce: false, iceberg: false },
  STOP_LOSS_LIMIT: { price: true, trigger: true, timeInForce: true, iceberg: true },
  TAKE_PROFIT: { price: false, trigger: true, timeInForce: false, iceberg: false },
  TAKE_PROFIT_LIMIT: { price: true, trigger: true, timeInForce: true, iceberg: true },
};

/** A plain decimal as a person types it: digits with at most one point. */
export const isDecimalText = (value: string) => /^\d+(\.\d*)?$|^\.\d+$/.test(value);
