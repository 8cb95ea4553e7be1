import { useState, type FormEvent } from 'react';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import type { TwapArgs } from '@shared/ipc/futures-args';
import { useTerminal } from '../../api/terminal-context';
import { SideToggle } from '../../ui/SideToggle';
import { ErrorText } from '../orders/ErrorText';
import { useFamilyAction } from './family-action';
import { FuturesTwaps } from './FuturesTwaps';
import type { FuturesFormProps } from './FuturesOrderForm';
import { PositionSideField, ReduceOnlyField, SelectField, TextField } from './form-fields';
import { CostLine } from './CostLine';
import { symbolFigures } from './figures';
import { marginContextOf, orderCost } from './order-cost';
import { liquidationWords, orderLiquidation } from './liquidation-estimate';
import { LiquidationLine } from './LiquidationLine';
import { checkContextOf, emptyDraft, type OrderDraft } from './order-draft';
import { checkTwap, emptyTwapDraft, type TwapDraft } from './twap-check';
import { sizeAtTheMark } from './order-value';
import { SizeFields } from './SizeFields';
import { marketStepOf } from '@shared/market/twap-slices';
import { durationUnits, twapPlanText, type DurationUnit } from '../order-entry/twap-plan';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { useConfirmed } from '../order-entry/use-confirmed';
import { marketLabels } from '../market-panel/PanelSymbolBar';
import { costWords, positionTerms } from './confirm-words';
import { refusalWords } from './refusal-hint';

const units = Object.keys(durationUnits) as DurationUnit[];

/**
 * A TWAP: a size main sends at market in equal slices spread evenly over a time, the first at once;
 * a limit skips a slice whose price would be past it. Checked as main and the venue will check it;
 * the TWAPs are listed under the form.
 */
export function FuturesTwapForm({
  family,
  symbol,
  hedge,
  now,
  markPrice,
  blockedReason,
  leverage,
  positions = [],
  available,
  fees,
  liquidation,
  symbols,
}: FuturesFormProps & { readonly symbols: ReadonlyMap<string, FuturesSymbolView> }) {
  const terminal = useTerminal();
  const [draft, setDraft] = useState<TwapDraft>(emptyTwapDraft);
  const start = useFamilyAction(family, (args: TwapArgs) => terminal.futures.twap(args));
  const set = (change: Partial<TwapDraft>) => {
    start.reset();
    setDraft((d) => ({ ...d, ...change }));
  };
  const unit = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  const figures = symbolFigures(symbol);
  const positionSide = hedge ? draft.positionSide : 'BOTH';
  const margin = marginContextOf(leverage, available, positions, positionSide);
  // A value is turned into the total size at the mark: the slices go at market.
  const sized = sizeAtTheMark(symbol, draft, markPrice, marketStepOf(symbol.filters));
  const { quantity } = sized;
  const check = checkTwap(
    family,
    symbol,
    { ...draft, quantity },
    checkContextOf(hedge, now(), markPrice, margin),
  );
  // What the whole costs and pays, as one market order of it at the mark.
  const whole: OrderDraft = {
    ...emptyDraft,
    side: draft.side,
    type: 'MARKET',
    positionSide,
    quantity,
    reduceOnly: !hedge && draft.reduceOnly,
  };
  const cost = margin && orderCost(symbol, whole, hedge, markPrice, margin, fees);
  const estimate = orderLiquidation(
    symbol,
    { draft: whole, cost },
    { positionSide, positions, leverage, markPrice, sources: liquidation },
  );
  const liquidationText = estimate && liquidationWords(estimate, figures.price, 'once every slice fills');
  const sideWord = draft.side === 'BUY' ? 'buy' : 'sell';
  const plan = check.ok && twapPlanText(check.plan, draft.side, unit, figures.size, figures.price);
  const confirmation = useConfirmed('order', ({ args }: { args: TwapArgs; lines: readonly string[] }) =>
    start.mutate(args),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check.ok || !plan || blockedReason !== null) return;
    confirmation.ask({
      args: check.args,
      lines: [
        `${symbol.symbol} (${marketLabels[family]}): ${plan}`,
        ...positionTerms(hedge, positionSide, draft.reduceOnly),
        ...(cost ? [costWords(cost)] : []),
        ...(liquidationText ? [liquidationText] : []),
      ],
    });
  };
  return (
    <>
      <form className="futures-order-form" aria-label="TWAP order" onSubmit={submit}>
        <SideToggle side={draft.side} onChange={(side) => set({ side })} />
        <PositionSideField
          hedge={hedge}
          value={draft.positionSide}
          onChange={(positionSide) => set({ positionSide })}
        />
        <SizeFields
          symbol={symbol}
          size={draft}
          quantity={quantity}
          switchPrice={sized.switchPrice}
          words={sized.words}
          quantityLabel="Total size"
          quantityName="TWAP size"
          valueLabel="Total value"
          valueName="TWAP value"
          onChange={set}
        />
        <TextField
          label="Slices"
          value={draft.slices}
          onChange={(slices) => set({ slices: slices.trim() })}
        />
        <TextField
          label="Over"
          name="Duration"
          value={draft.duration}
          onChange={(duration) => set({ duration: duration.trim() })}
        />
        <SelectField
          label="Unit"
          value={draft.unit}
          options={units}
          onChange={(value) => set({ unit: value as DurationUnit })}
        />
        <TextField
          label={draft.side === 'BUY' ? 'Skip above (optional)' : 'Skip below (optional)'}
          name="TWAP limit price"
          value={draft.limitPrice}
          onChange={(limitPrice) => set({ limitPrice: limitPrice.trim() })}
        />
        <ReduceOnlyField
          hedge={hedge}
          checked={draft.reduceOnly}
          onChange={(reduceOnly) => set({ reduceOnly })}
        />
        {cost && (
          <CostLine
            cost={cost}
            symbol={symbol}
            onQuantity={(picked) => set({ quantity: picked, sizeIn: 'base' })}
          />
        )}
        <LiquidationLine text={liquidationText} />
        {!check.ok && check.refusal && (
          <p role="alert" className="error-text" aria-label="Order check">
            {refusalWords(check.refusal, symbol)}
          </p>
        )}
        {!check.ok && check.problem && (
          <p role="alert" className="error-text" aria-label="Order check">
            {check.problem}
          </p>
        )}
        {plan && (
          <p className="order-preview" role="status" aria-label="TWAP plan">
            {plan}
          </p>
        )}
        <button type="submit" disabled={!check.ok || blockedReason !== null || start.isPending}>
          Start TWAP {sideWord}
        </button>
        <ErrorText error={start.error} label="TWAP refused" />
        {confirmation.held && (
          <ConfirmDialog
            title={`Confirm TWAP ${sideWord}`}
            confirmLabel="Start TWAP"
            onConfirm={confirmation.confirm}
            onCancel={confirmation.cancel}
          >
            {confirmation.held.value.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </ConfirmDialog>
        )}
      </form>
      <FuturesTwaps family={family} symbols={symbols} />
    </>
  );
}
