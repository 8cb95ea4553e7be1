import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { Side } from '@shared/api/spot/enums';
import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import { formatAmount, formatQuantity } from '@shared/decimal/format';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import { rewardToRisk } from '../orders/reward-risk';
import { Choice, Field } from './Field';
import { SizeForRisk } from '../orders/SizeForRisk';
import type { CommissionRates } from './order-costs';
import {
  bracketRates,
  exitPnl,
  exitQuantity,
  spotSizeForRisk,
  type SpotBracket,
  type SpotExitsDraft,
} from './spot-exits';

const riskUnits = ['amount', 'percent'] as const;

interface SpotExitsProps {
  readonly symbol: SymbolInfo;
  /** The entry's side and limit price as typed. */
  readonly side: Side;
  readonly price: string;
  /** The entry as checked, once it is a valid order. */
  readonly entry: NewOrderArgs | null;
  readonly exits: SpotExitsDraft;
  readonly bracket: SpotBracket | null;
  /** The account's commission rates, once read. */
  readonly rates: CommissionRates | undefined;
  readonly lastPrice: string | null;
  readonly freeQuote: string | undefined;
  readonly stepSize: string;
  readonly set: (change: Partial<SpotExitsDraft>) => void;
  /** Types a size into the entry's form, in the base asset. */
  readonly setSize: (quantity: string) => void;
}

/**
 * A limit entry's take profit and stop loss (the Binance app's spot TP/SL, placed as an OTO or OTOCO
 * list): what each exit makes after both commissions, the reward to the risk, and the entry sized
 * by what the trader is willing to lose at the stop loss.
 */
export function SpotExits(props: SpotExitsProps) {
  const { exits, set } = props;
  return (
    <>
      <label className="check-field">
        <input type="checkbox" checked={exits.on} onChange={(e) => set({ on: e.target.checked })} />
        Take profit / Stop loss
      </label>
      {exits.on && (
        <fieldset aria-label="Take profit and stop loss" className="spot-exits">
          <Field
            label="Take profit"
            name="Take profit price"
            value={exits.takeProfit}
            suffix={props.symbol.quoteAsset}
            onChange={(takeProfit) => set({ takeProfit })}
          />
          <Field
            label="Stop loss"
            name="Stop loss trigger"
            value={exits.stopLoss}
            suffix={props.symbol.quoteAsset}
            onChange={(stopLoss) => set({ stopLoss })}
          />
          <Field
            label="Stop limit"
            name="Stop loss limit price"
            value={exits.stopLimit}
            suffix={props.symbol.quoteAsset}
            onChange={(stopLimit) => set({ stopLimit })}
          />
          {props.rates === undefined && (exits.takeProfit !== '' || exits.stopLoss !== '') && (
            <p role="status" aria-label="Exits wait">
              Reading the account's commission rates: what the exits trade depends on them.
            </p>
          )}
          <ExitOutcomes {...props} />
          <RiskSizing {...props} />
          <BracketCheck bracket={props.bracket} />
        </fieldset>
      )}
    </>
  );
}

/** What the exits trade and what each makes, both commissions included; then the reward to the risk. */
function ExitOutcomes({ symbol, entry, exits, rates, lastPrice, stepSize }: SpotExitsProps) {
  if (!entry || !rates || !('price' in entry) || entry.price === undefined || !entry.quantity) return null;
  const { price, quantity, side } = entry;
  const fees = bracketRates(entry, lastPrice, rates);
  const exitQty = exitQuantity(entry, rates, stepSize);
  const made = (at: string, rate: string) =>
    isPositiveDecimal(at)
      ? exitPnl(side, quantity, price, at, exitQty, { entry: fees.entry, exit: rate })
      : null;
  const gain = made(exits.takeProfit, fees.takeProfit);
  const loss = made(exits.stopLoss, fees.stopLoss);
  if (gain === null && loss === null) return null;
  const amount = (value: string) =>
    `${dec(value).isNegative() ? '−' : '+'}${formatAmount(dec(value).abs().toFixed(), symbol.quoteAsset)} ${symbol.quoteAsset}`;
  const ratio = gain !== null && loss !== null ? rewardToRisk(gain, loss) : null;
  const outcomes = [
    ...(gain === null ? [] : [`at take profit ${amount(gain)}`]),
    ...(loss === null ? [] : [`at stop loss ${amount(loss)}`]),
  ].join(' · ');
  const exitsWhat =
    side === 'BUY'
      ? `The exits sell ${formatQuantity(exitQty, stepSize)} ${symbol.baseAsset}: what the buy leaves after its fee.`
      : `The exits buy back ${formatQuantity(exitQty, stepSize)} ${symbol.baseAsset}.`;
  return (
    <>
      <p role="status" aria-label="P&L at the exits">
        {exitsWhat} {sentence(outcomes)}, fees included.
      </p>
      {ratio !== null && (
        <p role="status" aria-label="Reward to risk">
          Reward:risk {ratio} : 1 after fees.
        </p>
      )}
    </>
  );
}

/** Sizing the entry by the risk at the stop loss; the size a button that types it. */
function RiskSizing({
  symbol,
  side,
  price,
  exits,
  rates,
  lastPrice,
  freeQuote,
  stepSize,
  set,
  setSize,
}: SpotExitsProps) {
  const unitWord = (unit: string) =>
    unit === 'percent' ? `% of free ${symbol.quoteAsset}` : symbol.quoteAsset;
  const sized = rates
    ? spotSizeForRisk({
        side,
        entryPrice: price,
        stopLoss: exits.stopLoss,
        risk: exits.risk,
        unit: exits.riskUnit,
        freeQuote,
        rates: bracketRates({ side, type: 'LIMIT', price }, lastPrice, rates),
        exitRates: rates,
        stepSize,
        quoteAsset: symbol.quoteAsset,
      })
    : null;
  return (
    <>
      <Field
        label="Risk"
        name="Risk at the stop loss"
        value={exits.risk}
        suffix={unitWord(exits.riskUnit)}
        onChange={(risk) => set({ risk })}
      />
      <Choice
        label="Risk in"
        value={exits.riskUnit}
        options={riskUnits}
        labels={{ amount: symbol.quoteAsset, percent: `% of free ${symbol.quoteAsset}` }}
        onChange={(riskUnit) => set({ riskUnit })}
      />
      <SizeForRisk
        sized={
          sized === null
            ? null
            : sized.ok
              ? {
                  ok: true,
                  size: `${formatQuantity(sized.quantity, stepSize)} ${symbol.baseAsset}`,
                  loss: `${formatAmount(dec(sized.loss).abs().toFixed(), symbol.quoteAsset)} ${symbol.quoteAsset}`,
                }
              : sized
        }
        feesCounted
        onSize={() => sized?.ok && setSize(sized.quantity)}
      />
    </>
  );
}

/** Why the venue would refuse the list the exits make, in its words; or what the list does. */
function BracketCheck({ bracket }: { readonly bracket: SpotBracket | null }) {
  if (!bracket) return null;
  const { check } = bracket;
  if (check.ok)
    return (
      <p className="list-summary" aria-label="What happens">
        {check.summary}
      </p>
    );
  const { message, code, hint } = check.problem;
  return (
    <p role="alert" className="error-text" aria-label="Take profit and stop loss check">
      {message}
      {code === undefined ? '' : ` (code ${code})`}
      {hint ? ` ${hint}` : ''}
    </p>
  );
}

/** Words that open a sentence: the first letter capitalised. */
const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
