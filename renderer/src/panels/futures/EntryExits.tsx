import type { FuturesSymbolView } from '@shared/ipc/futures';
import { entryIsLong } from '@shared/api/futures/attached-exits';
import { SelectField, TextField } from './form-fields';
import { exitPnl, exitPnlAfterFees } from './exit-outcomes';
import { pnl, pnlFigure } from './figures';
import type { OrderDraft } from './order-draft';
import { workingTypeWords } from './type-words';
import { RiskSize } from './RiskSize';
import { rewardToRisk } from '../orders/reward-risk';

/**
 * The take profit and stop loss an entry carries: their triggers, what they watch, what the position
 * would make at each, and when main places them.
 */
export function EntryExits({
  symbol,
  draft,
  entryPrice,
  fees,
  available,
  set,
}: {
  readonly symbol: FuturesSymbolView;
  /** The draft as it will be sent (its position side resolved). */
  readonly draft: OrderDraft;
  /** Where the position opens, as far as the form can tell: the limit price, or the mark. */
  readonly entryPrice: string | undefined;
  /** The entry's commission rate and the exits' (taker), once the account's rates are read. */
  readonly fees?: { readonly entry: string; readonly exit: string };
  /** The margin asset's available balance, once read: a risk in per cent is of it. */
  readonly available?: string;
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
      <RiskSize
        symbol={symbol}
        draft={draft}
        entryPrice={entryPrice}
        available={available}
        fees={fees}
        set={set}
      />
      <SelectField
        label="Exits trigger on"
        value={draft.exitTrigger}
        options={['', 'MARK_PRICE']}
        optionLabel={(v) => workingTypeWords[v] ?? v}
        onChange={(exitTrigger) => set({ exitTrigger })}
      />
      <ExitOutcomes symbol={symbol} draft={draft} entryPrice={entryPrice} fees={fees} />
      <p className="muted">
        Placed when the entry first fills; each closes the whole position (closePosition) and replaces the
        position's own take profit or stop loss.
      </p>
    </fieldset>
  );
}

/**
 * What the position would make at each exit, before fees and, once the rates are read, after both
 * trades' commission: "At take profit +29.99 USDT (+29.38 after fees) · …".
 */
function ExitOutcomes({
  symbol,
  draft,
  entryPrice,
  fees,
}: {
  readonly symbol: FuturesSymbolView;
  readonly draft: OrderDraft;
  readonly entryPrice: string | undefined;
  readonly fees: { readonly entry: string; readonly exit: string } | undefined;
}) {
  const long = entryIsLong(draft);
  const outcome = (exitPrice: string) => {
    const made = exitPnl(symbol, long, entryPrice, exitPrice, draft.quantity);
    const net = fees && exitPnlAfterFees(symbol, long, entryPrice, exitPrice, draft.quantity, fees);
    return made && { made, net };
  };
  const atTakeProfit = outcome(draft.takeProfit);
  const atStopLoss = outcome(draft.stopLoss);
  const said = (label: string, at: typeof atTakeProfit) => {
    if (!at) return [];
    const after = at.net ? ` (${pnlFigure(at.net.value, at.net.asset)} after fees)` : '';
    return [`${label} ${pnl(at.made.value, at.made.asset)}${after}`];
  };
  const parts = [...said('At take profit', atTakeProfit), ...said('at stop loss', atStopLoss)];
  if (parts.length === 0) return null;
  const text = parts.join(' · ');
  const ratio =
    atTakeProfit &&
    atStopLoss &&
    rewardToRisk((atTakeProfit.net ?? atTakeProfit.made).value, (atStopLoss.net ?? atStopLoss.made).value);
  return (
    <>
      <p role="status" aria-label="P&L at the exits">
        {text.charAt(0).toUpperCase() + text.slice(1)}
        {fees ? '' : ', before fees'}
        {draft.type === 'MARKET' ? ' (from the mark price)' : ''}.
      </p>
      {ratio && (
        <p role="status" aria-label="Reward to risk">
          Reward:risk {ratio} : 1{fees ? ' after fees' : ''}.
        </p>
      )}
    </>
  );
}
