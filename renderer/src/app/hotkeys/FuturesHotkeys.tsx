import { useQuery } from '@tanstack/react-query';
import { dec } from '@shared/decimal/decimal';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily, FuturesOrderView } from '@shared/ipc/futures';
import { futuresTypeWord, orderKind } from '@shared/ipc/order-words';
import { futuresQueries } from '../../api/futures-queries';
import { marketLabels } from '../../panels/market-panel/PanelSymbolBar';
import { useTerminal } from '../../api/terminal-context';
import { useSymbolPrecision } from '../../api/use-symbols';
import { orderPrice } from '../../panels/futures/chart-lines';
import { useFamilyAction } from '../../panels/futures/family-action';
import { useFuturesCancelAll } from '../../panels/futures/FuturesCancelAll';
import { useFuturesQuickOrder } from '../../panels/futures/use-futures-quick-order';
import { venueRefOf } from '../../panels/futures/venue-ref';
import { useHotkey } from '../../panels/order-entry/use-hotkeys';
import { useTradeMessages } from '../../panels/orders/trade-messages';
import { useBestPriceHotkeys } from './best-price-hotkeys';

/** "limit buy 0.010 BTCUSDT (USD-M) at 59,000.0", at the contract's tick and step where they are known. */
function futuresOrderWords(
  o: FuturesOrderView,
  precision: { tickSize: string; stepSize: string } | undefined,
  family: string,
): string {
  const kind = orderKind(futuresTypeWord(o.origType), o.side).toLowerCase();
  const open = o.closePosition ? 'position' : dec(o.origQty).minus(o.executedQty).toFixed();
  const at = orderPrice(o);
  const size = precision && !o.closePosition ? formatQuantity(open, precision.stepSize) : open;
  const price = at === null ? '' : ` at ${precision ? formatPrice(at, precision.tickSize) : at}`;
  return `${kind} ${size} ${o.symbol} (${family})${price}`;
}

/** The same hotkeys on a futures contract shown on the market panels, cancel-all among them. */
export function FuturesHotkeys({
  family,
  symbol,
}: {
  readonly family: FuturesFamily;
  readonly symbol: string;
}) {
  const terminal = useTerminal();
  const precision = useSymbolPrecision(symbol, family);
  const quick = useFuturesQuickOrder(family, symbol);
  const orders = useQuery(futuresQueries.openOrders(terminal, family)).data;
  const cancel = useFamilyAction(family, (o: FuturesOrderView) =>
    terminal.futures.cancel({ family, symbol: o.symbol, ...venueRefOf(o) }),
  );
  const say = useTradeMessages((s) => s.say);
  useBestPriceHotkeys(family, symbol, precision?.tickSize, quick.submit);
  useHotkey('cancelLast', () => {
    const id = (o: FuturesOrderView) => o.algoId ?? o.orderId ?? -1;
    const newest = (orders ?? [])
      .filter(
        (o) => o.symbol === symbol && id(o) >= 0 && (o.status === 'NEW' || o.status === 'PARTIALLY_FILLED'),
      )
      .sort((a, b) => id(b) - id(a))[0];
    if (!newest) return say(`Nothing to cancel on ${symbol} (${marketLabels[family]}).`, 'refused');
    const words = futuresOrderWords(newest, precision, marketLabels[family]);
    cancel.mutate(newest, {
      onSuccess: () => say(`Cancelled the newest order: ${words}`, 'done'),
      onError: (error) => say(`Not cancelled: ${describeError(error)}`, 'refused'),
    });
  });
  const cancelAll = useFuturesCancelAll(family, symbol, {
    done: (cancelled) =>
      say(
        `Cancelled ${cancelled} order${cancelled === 1 ? '' : 's'} on ${symbol} (${marketLabels[family]}).`,
        'done',
      ),
    failed: (error) => say(`Not cancelled: ${describeError(error)}`, 'refused'),
  });
  useHotkey('cancelAll', cancelAll.start);
  return (
    <>
      {quick.confirmation}
      {cancelAll.confirmation}
    </>
  );
}
