import type { FuturesSymbolView } from '@shared/ipc/futures';
import { entryIsLong } from '@shared/api/futures/attached-exits';
import { SelectField, TextField } from './form-fields';
import { exitPnl } from './exit-outcomes';
import { pnl } from './figures';
import type { OrderDraft } from './order-draft';
import { workingTypeWords } from './type-words';

/**
 * The take profit and stop loss an entry carries: their triggers, what they watch, what the position
 * would make at each, and when main places them.
 */
export function EntryExits({
  symbol,
  draft,
  entryPrice,
  set,
}: {
  readonly symbol: FuturesSymbolView;
  /** The draft as it will be sent (its position side resolved). */
  readonly draft: OrderDraft;
  /** Where the position opens, as far as the form can tell: the limit price, or the mark. */
  readonly entryPrice: string | undefined;
  readonly set: (change: Partial<OrderDraft>) => void;
}) {
  return (
    <fieldset className="entry-exits" aria-label="Take profit and stop loss">
      <TextField
        label="Take profit trigger"
        value={draft.takeProfit}
        onChange={(takeProfit) => set({ takeProfit })}
      />
      <TextField
        label="Stop loss trigger"
        value={draft.stopLoss}
        onChange={(stopLoss) => set({ stopLoss })}
      />
      <SelectField
        label="Exits trigger on"
        value={draft.exitTrigger}
        options={['', 'MARK_PRICE']}
        optionLabel={(v) => workingTypeWords[v] ?? v}
        onChange={(exitTrigger) => set({ exitTrigger })}
      />
      <ExitOutcomes symbol={symbol} draft={draft} entryPrice={entryPrice} />
      <p className="muted">
        Placed when the entry first fills; each closes the whole position (closePosition) and replaces the
        position's own take profit or stop loss.
      </p>
    </fieldset>
  );
}

/** What the position would make at each exit, before fees: "At take profit +29.99 USDT · …". */
function ExitOutcomes({
  symbol,
  draft,
  entryPrice,
}: {
  readonly symbol: FuturesSymbolView;
  readonly draft: OrderDraft;
  readonly entryPrice: string | undefined;
}) {
  const long = entryIsLong(draft);
  const at = (exitPrice: string) => exitPnl(symbol, long, entryPrice, exitPrice, draft.quantity);
  const takeProfit = at(draft.takeProfit);
  const stopLoss = at(draft.stopLoss);
  if (!takeProfit && !stopLoss) return null;
  const parts = [
    ...(takeProfit ? [`At take profit ${pnl(takeProfit.value, takeProfit.asset)}`] : []),
    ...(stopLoss ? [`at stop loss ${pnl(stopLoss.value, stopLoss.asset)}`] : []),
  ];
  const text = parts.join(' · ');
  return (
    <p role="status" aria-label="P&L at the exits">
      {text.charAt(0).toUpperCase() + text.slice(1)}, before fees
      {draft.type === 'MARKET' ? ' (from the mark price)' : ''}.
    </p>
  );
}
