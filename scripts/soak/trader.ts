import Decimal from 'decimal.js';
import type { FuturesOrderView } from '@shared/ipc/futures';
import type { MoveOutcome, OrderListView, OrderView } from '@shared/ipc/orders';
import type { SeededRandom } from './rng';
import type { IpcCall } from './terminal-port';

/** One thing the trader asked for, tagged by a quantity no other intent uses. */
export interface Intent {
  readonly n: number;
  readonly kind: 'spot' | 'list' | 'futures';
  readonly action: string;
  readonly quantity: string;
  /** The app answered with the venue's acceptance (an order id), not an error or UNKNOWN. */
  acknowledged: boolean;
  /** Checked against the venue's record at a checkpoint: present exactly once. */
  lost: boolean;
  duplicated: boolean;
}

export const SPOT_SYMBOL = 'BTCUSDT';
export const FUTURES_SYMBOL = 'ETHUSDT';
const OPEN_LIMIT = 16;

/**
 * The scripted trader: places, cancels and moves spot limit orders, places and cancels OCO lists,
 * trades against the simulated book with IOC orders, and places and cancels USDⓈ-M futures orders —
 * all through the IPC contract, as the renderer would. Every intent's quantity is unique in the run,
 * so the venue's record tells whether it arrived once, never, or twice.
 */
export function scriptedTrader(call: IpcCall, random: SeededRandom, venueUrl: () => string) {
  const intents: Intent[] = [];
  let counter = 0;
  const spotQty = () => new Decimal('0.00100').plus(new Decimal('0.00001').times(counter)).toFixed(5);
  const futuresQty = () => new Decimal('0.010').plus(new Decimal('0.001').times(counter % 2000)).toFixed(3);
  let lastPrice: Decimal | undefined;
  let lastMark: Decimal | undefined;

  const price = async (path: string): Promise<Decimal | undefined> => {
    try {
      const res = await fetch(`${venueUrl()}${path}`);
      if (!res.ok) return undefined;
      const body = (await res.json()) as { price?: string; markPrice?: string };
      return new Decimal(body.price ?? body.markPrice ?? '0');
    } catch {
      return undefined;
    }
  };
  const intent = (kind: Intent['kind'], action: string, quantity: string): Intent => {
    counter += 1;
    const entry = { n: counter, kind, action, quantity, acknowledged: false, lost: false, duplicated: false };
    intents.push(entry);
    return entry;
  };
  const tick = (d: Decimal) => d.toDecimalPlaces(2).toFixed(2);

  const openSpot = async (): Promise<OrderView[]> => {
    const r = await call<OrderView[]>('tt:orders:open', {});
    return r.ok ? r.value : [];
  };

  async function placeLimit(last: Decimal) {
    const side = random.next() < 0.5 ? 'BUY' : 'SELL';
    const away = new Decimal(random.int(3, 9)).div(100);
    const at = side === 'BUY' ? last.times(Decimal.sub(1, away)) : last.times(away.plus(1));
    counter += 0;
    const qty = spotQty();
    const entry = intent('spot', `limit ${side}`, qty);
    const r = await call<OrderView>('tt:orders:place', {
      order: { symbol: SPOT_SYMBOL, side, type: 'LIMIT', timeInForce: 'GTC', quantity: qty, price: tick(at) },
    });
    entry.acknowledged = r.ok && r.value.orderId !== null && r.value.status !== 'UNKNOWN';
  }

  async function cross(last: Decimal) {
    const side = random.next() < 0.5 ? 'BUY' : 'SELL';
    const at = side === 'BUY' ? last.times('1.02') : last.times('0.98');
    const qty = spotQty();
    const entry = intent('spot', `IOC ${side}`, qty);
    const r = await call<OrderView>('tt:orders:place', {
      order: { symbol: SPOT_SYMBOL, side, type: 'LIMIT', timeInForce: 'IOC', quantity: qty, price: tick(at) },
    });
    entry.acknowledged = r.ok && r.value.orderId !== null && r.value.status !== 'UNKNOWN';
  }

  async function cancelOne() {
    const open = (await openSpot()).filter((o) => o.orderListId === -1 && o.orderId !== null);
    if (open.length === 0) return;
    const order = random.pick(open);
    await call('tt:orders:cancel', { order: { symbol: order.symbol, clientOrderId: order.clientOrderId } });
  }

  async function moveOne(last: Decimal) {
    const open = (await openSpot()).filter(
      (o) => o.orderListId === -1 && o.orderId !== null && o.type === 'LIMIT' && o.status === 'NEW',
    );
    if (open.length === 0) return;
    const order = random.pick(open);
    const away = new Decimal(random.int(3, 9)).div(100);
    const at = order.side === 'BUY' ? last.times(Decimal.sub(1, away)) : last.times(away.plus(1));
    const qty = spotQty();
    const entry = intent('spot', 'move', qty);
    const r = await call<MoveOutcome>('tt:orders:move', {
      order: { symbol: order.symbol, clientOrderId: order.clientOrderId },
      price: tick(at),
      quantity: qty,
    });
    entry.acknowledged = r.ok && r.value.moved && r.value.order?.orderId != null;
  }

  async function placeOco(last: Decimal) {
    const qty = spotQty();
    const entry = intent('list', 'OCO SELL', qty);
    const r = await call<OrderListView>('tt:orders:placeOco', {
      symbol: SPOT_SYMBOL,
      side: 'SELL',
      quantity: qty,
      above: { type: 'LIMIT_MAKER', price: tick(last.times('1.08')) },
      below: { type: 'STOP_LOSS', stopPrice: tick(last.times('0.92')) },
    });
    entry.acknowledged = r.ok && r.value.orderListId !== null;
  }

  async function cancelList() {
    const r = await call<OrderListView[]>('tt:orders:openLists');
    if (!r.ok) return;
    const lists = r.value.filter((l) => l.orderListId !== null);
    if (lists.length === 0) return;
    const list = random.pick(lists);
    await call('tt:orders:cancelList', { symbol: list.symbol, orderListId: list.orderListId });
  }

  async function futuresPlace() {
    lastMark = (await price(`/fapi/v1/premiumIndex?symbol=${FUTURES_SYMBOL}`)) ?? lastMark;
    if (!lastMark) return;
    const qty = futuresQty();
    const entry = intent('futures', 'futures limit BUY', qty);
    const r = await call<FuturesOrderView>('tt:futures:place', {
      family: 'usdm',
      order: {
        type: 'LIMIT',
        symbol: FUTURES_SYMBOL,
        side: 'BUY',
        timeInForce: 'GTC',
        quantity: qty,
        price: tick(lastMark.times('0.95')),
      },
    });
    entry.acknowledged = r.ok && r.value.orderId !== null && r.value.status !== 'UNKNOWN';
  }

  async function futuresCancel() {
    const r = await call<FuturesOrderView[]>('tt:futures:open', { family: 'usdm', symbol: FUTURES_SYMBOL });
    if (!r.ok) return;
    const open = r.value.filter((o) => o.orderId !== null && o.status === 'NEW');
    if (open.length === 0) return;
    const order = random.pick(open);
    await call('tt:futures:cancel', {
      family: 'usdm',
      symbol: order.symbol,
      clientOrderId: order.clientOrderId,
    });
  }

  /** One action, drawn from the seed; the open-order count is kept small by cancelling. */
  async function act(): Promise<string> {
    lastPrice = (await price(`/api/v3/ticker/price?symbol=${SPOT_SYMBOL}`)) ?? lastPrice;
    if (!lastPrice) return 'no price';
    const open = (await openSpot()).length;
    const action =
      open >= OPEN_LIMIT
        ? 'cancel'
        : random.weighted([
            ['limit', 30],
            ['cross', 12],
            ['cancel', 18],
            ['move', 14],
            ['oco', 6],
            ['cancelList', 5],
            ['futures', 8],
            ['futuresCancel', 7],
          ] as const);
    switch (action) {
      case 'limit':
        await placeLimit(lastPrice);
        break;
      case 'cross':
        await cross(lastPrice);
        break;
      case 'cancel':
        await cancelOne();
        break;
      case 'move':
        await moveOne(lastPrice);
        break;
      case 'oco':
        await placeOco(lastPrice);
        break;
      case 'cancelList':
        await cancelList();
        break;
      case 'futures':
        await futuresPlace();
        break;
      case 'futuresCancel':
        await futuresCancel();
        break;
    }
    return action;
  }

  return { act, intents };
}
export type ScriptedTrader = ReturnType<typeof scriptedTrader>;
