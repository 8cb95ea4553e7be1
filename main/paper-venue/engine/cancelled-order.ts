import type { CancelResult } from './commands';
import type { Order } from './types';
import type { OrderView } from './views';
import { orderView } from './views';

/**
 * A single order's cancel result. A cancelled order never changes again, so its wire view is made
 * only if someone reads it. A class, so a result costs no closure (an object literal with a getter
 * made one per cancel); it serialises as { transactTime, order, origClientOrderId, clientOrderId }.
 */
export class CancelledOrder implements CancelResult {
  readonly #cancelled: Order;
  #view: OrderView | undefined;

  constructor(
    readonly transactTime: number,
    cancelled: Order,
    readonly origClientOrderId: string,
    readonly clientOrderId: string,
  ) {
    this.#cancelled = cancelled;
  }

  get order(): OrderView {
    return (this.#view ??= orderView(this.#cancelled));
  }

  toJSON(): CancelResult {
    const { transactTime, order, origClientOrderId, clientOrderId } = this;
    return { transactTime, order, origClientOrderId, clientOrderId };
  }
}
