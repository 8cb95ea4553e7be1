import type { PlaceResult } from './commands';
import type { Order } from './types';
import type { FillView, OrderView, RawFill } from './views';
import { fillView, orderView } from './views';
import { isOpenStatus } from './order-rules';

/**
 * A placement result: the fields that can change after placement are copied now, the rest are read
 * from the order; the views are made on first read. A class, so a result costs no closures; its own
 * state is private and it serialises as { transactTime, order, fills }.
 */
export class PlacedOrder implements PlaceResult {
  readonly #placed: Order;
  readonly #moving: Partial<Order> | undefined;
  readonly #raw: RawFill[] | undefined;
  #view: OrderView | undefined;
  #fills: FillView[] | undefined;

  constructor(
    readonly transactTime: number,
    placed: Order,
    raw: RawFill[] | undefined,
  ) {
    this.#placed = placed;
    this.#raw = raw;
    // An order that ended during its placement never changes again: nothing to copy.
    this.#moving = isOpenStatus(placed)
      ? {
          orderListId: placed.orderListId,
          clientOrderId: placed.clientOrderId,
          origQty: placed.origQty,
          executedQty: placed.executedQty,
          cumQuote: placed.cumQuote,
          status: placed.status,
          updateTime: placed.updateTime,
          workingTime: placed.workingTime,
          isWorking: placed.isWorking,
          trailingTime: placed.trailingTime,
          preventedMatchId: placed.preventedMatchId,
          preventedQuantity: placed.preventedQuantity,
          expiryReason: placed.expiryReason,
        }
      : undefined;
  }

  get order(): OrderView {
    return (this.#view ??= orderView(this.#moving ? { ...this.#placed, ...this.#moving } : this.#placed));
  }

  get fills(): FillView[] {
    return (this.#fills ??= this.#raw ? this.#raw.map(fillView) : []);
  }

  toJSON(): PlaceResult {
    return { transactTime: this.transactTime, order: this.order, fills: this.fills };
  }
}
