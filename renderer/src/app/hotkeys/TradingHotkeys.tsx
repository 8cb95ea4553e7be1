import Decimal from 'decimal.js';
import { useQuery } from '@tanstack/react-query';
import { ordersQueries, useCancelOrder } from '../../api/orders-queries';
import { describeError } from '@shared/ipc/errors';
import type { OrderView } from '@shared/ipc/orders';
import { useTerminal } from '../../api/terminal-context';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import { useSymbolPrecision } from '../../api/use-symbols';
import { useTradingSymbol } from '../../panels/order-entry/trading-symbol-store';
import { useHotkey } from '../../panels/order-entry/use-hotkeys';
import { useTradeMessages } from '../../panels/orders/trade-messages';
import { useQuickOrder } from '../../panels/orders/use-quick-order';
import { orderKind, spotTypeWord } from '@shared/ipc/order-words';
import { useMarketStore } from '../../stores/market-store';
import { FuturesHotkeys } from './FuturesHotkeys';
import { useBestPriceHotkeys } from './best-price-hotkeys';

/** "limit buy 0.00100 BTCUSDT at 64,000.00", at the symbol's tick and step where they are known. */
function orderTitle(order: OrderView, precision: { tickSize: string; stepSize: string } | undefined): string {
  const open = new Decimal(order.origQty).minus(order.executedQty).toFixed();
  const kind = orderKind(spotTypeWord(order.type), order.side).toLowerCase();
  if (!precision) return `${kind} ${open} ${order.symbol} at ${order.price}`;
  return `${kind} ${formatQuantity(open, precision.stepSize)} ${order.symbol} at ${formatPrice(order.price, precision.tickSize)}`;
}

/**
 * The hotkeys that trade without the order form in view: buy at the best bid or sell at the best ask
 * (the trader's offset away, in ticks) with the form's size, and cancel the newest open order. They
 * trade what the market panels show: the spot trading symbol, or a futures contract linked there
 * (with the futures form's size). Mounted once, for the whole window.
 */
export function TradingHotkeys() {
  const linked = useMarketStore((s) => s.linkedFutures);
  return linked ? <FuturesHotkeys family={linked.market} symbol={linked.symbol} /> : <SpotHotkeys />;
}

function SpotHotkeys() {
  const terminal = useTerminal();
  const symbol = useTradingSymbol((s) => s.symbol);
  const precision = useSymbolPrecision(symbol);
  const quick = useQuickOrder(symbol);
  const open = useQuery(ordersQueries.open(terminal));
  const cancel = useCancelOrder();
  const say = useTradeMessages((s) => s.say);
  useBestPriceHotkeys('spot', symbol, precision?.tickSize, (side, price) =>
    quick.submit({ side, kind: 'limit', price }),
  );
  useHotkey('cancelLast', () => {
    const newest = (open.data ?? [])
      .filter((o) => o.symbol === symbol && (o.status === 'NEW' || o.status === 'PARTIALLY_FILLED'))
      .sort((a, b) => b.time - a.time)[0];
    if (!newest) return say(`Nothing to cancel on ${symbol ?? 'this symbol'}.`, 'refused');
    cancel.mutate(
      { order: { symbol: newest.symbol, clientOrderId: newest.clientOrderId } },
      {
        onSuccess: () => say(`Cancelled the newest order: ${orderTitle(newest, precision)}`, 'done'),
        onError: (error) => say(`Not cancelled: ${describeError(error)}`, 'refused'),
      },
    );
  });
  return <>{quick.confirmation}</>;
}
