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
import { useBook } from '../../panels/depth-ladder/use-book';
import { orderPrice } from '../../panels/futures/chart-lines';
import { useFamilyAction } from '../../panels/futures/family-action';
import { useFuturesCancelAll } from '../../panels/futures/FuturesCancelAll';
import { useFuturesQuickOrder } from '../../panels/futures/use-futures-quick-order';
import { venueRefOf } from '../../panels/futures/venue-ref';
import { useHotkey } from '../../panels/order-entry/use-hotkeys';
import { useTradeMessages } from '../../panels/orders/trade-messages';
import { usePreferences } from '../../panels/settings/preferences-store';
import { offsetPrice } from './offset-price';

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
  const offsetTicks = usePreferences((s) => s.trading.offsetTicks);
  const hotkeys = usePreferences((s) => s.hotkeys);
  const wantsBook = hotkeys.buyAtBid !== '' || hotkeys.sellAtAsk !== '';
  const book = useBook(wantsBook && precision ? symbol : null, precision?.tickSize ?? null, 1, family);
  const quick = useFuturesQuickOrder(family, symbol);
  const orders = useQuery(futuresQueries.openOrders(terminal, family)).data;
  const cancel = useFamilyAction(family, (o: FuturesOrderView) =>
    terminal.futures.cancel({ family, symbol: o.symbol, ...venueRefOf(o) }),
  );
  const say = useTradeMessages((s) => s.say);
  const at = (best: string | null | undefined, direction: 1 | -1) =>
    offsetPrice(best, precision?.tickSize, offsetTicks, direction);

  useHotkey('buyAtBid', () => {
    const price = at(book.frame?.bestBid, -1);
    if (price === null) return say('Not placed: no best bid yet.', 'refused');
    quick.submit('BUY', price);
  });
  useHotkey('sellAtAsk', () => {
    const price = at(book.frame?.bestAsk, 1);
    if (price === null) return say('Not placed: no best ask yet.', 'refused');
    quick.submit('SELL', price);
  });
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
