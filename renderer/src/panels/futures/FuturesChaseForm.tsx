import { useState, type FormEvent } from 'react';
import { isPositiveDecimal } from '@shared/decimal/decimal';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import type { ChaseArgs } from '@shared/ipc/futures-args';
import { useTerminal } from '../../api/terminal-context';
import { SideToggle } from '../../ui/SideToggle';
import { ErrorText } from '../orders/ErrorText';
import { useFamilyAction } from './family-action';
import { FuturesChases } from './FuturesChases';
import type { FuturesFormProps } from './FuturesOrderForm';
import { PositionSideField, ReduceOnlyField, TextField } from './form-fields';
import { CostLine } from './CostLine';
import { symbolFigures } from './figures';
import { marginContextOf, orderCost } from './order-cost';
import { liquidationWords, orderLiquidation } from './liquidation-estimate';
import { LiquidationLine } from './LiquidationLine';
import { buildOrder, checkContextOf, emptyDraft, type OrderDraft } from './order-draft';
import { roundToStep } from '@shared/decimal/step';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { sizeAtTheMark, type TypedSize } from './order-value';
import { SizeFields } from './SizeFields';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { useConfirmed } from '../order-entry/use-confirmed';
import { marketLabels } from '../market-panel/PanelSymbolBar';
import { costWords, positionTerms } from './confirm-words';
import { refusalWords } from './refusal-hint';

interface ChaseDraft extends TypedSize {
  readonly side: 'BUY' | 'SELL';
  readonly positionSide: 'LONG' | 'SHORT';
  readonly limitPrice: string;
  readonly reduceOnly: boolean;
}

/**
 * A chase: a post-only limit main keeps at the best bid (a buy) or ask (a sell) until it fills, moving
 * it in place as the book moves, no further than the limit price if one is typed. Main checks it as
 * any order before sending; its chases are listed under the form.
 */
export function FuturesChaseForm({
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
  const [draft, setDraft] = useState<ChaseDraft>({
    side: 'BUY',
    positionSide: 'LONG',
    sizeIn: 'base',
    quantity: '',
    value: '',
    limitPrice: '',
    reduceOnly: false,
  });
  const chase = useFamilyAction(family, (args: ChaseArgs) => terminal.futures.chase(args));
  const set = (change: Partial<ChaseDraft>) => {
    chase.reset();
    setDraft((d) => ({ ...d, ...change }));
  };
  const unit = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  const best = draft.side === 'BUY' ? 'bid' : 'ask';
  const sideWord = draft.side === 'BUY' ? 'buy' : 'sell';
  const limitOk = draft.limitPrice === '' || isPositiveDecimal(draft.limitPrice);
  // What it costs and whether the venue takes it, judged as the post-only limit it starts as, priced
  // at the mark (the best price it joins is a few ticks from it).
  const { tickSize, stepSize } = tickAndStepOf(symbol.filters);
  const positionSide = hedge ? draft.positionSide : 'BOTH';
  // A value is turned into a quantity at the mark, which the best price it joins is a few ticks from.
  const sized = sizeAtTheMark(symbol, draft, markPrice, stepSize);
  const { quantity } = sized;
  const asLimit: OrderDraft = {
    ...emptyDraft,
    side: draft.side,
    type: 'LIMIT',
    positionSide,
    quantity,
    price: markPrice === undefined ? '' : roundToStep(markPrice, tickSize, 'nearest'),
    timeInForce: 'GTX',
    reduceOnly: !hedge && draft.reduceOnly,
  };
  const margin = marginContextOf(leverage, available, positions, positionSide);
  const built =
    markPrice === undefined
      ? null
      : buildOrder(family, symbol, asLimit, checkContextOf(hedge, now(), markPrice, margin));
  const refusal = built && !built.ok && 'refusal' in built ? built.refusal : null;
  const cost = margin && orderCost(symbol, asLimit, hedge, markPrice, margin, fees);
  const ready = isPositiveDecimal(quantity) && limitOk && refusal === null;
  const figures = symbolFigures(symbol);
  const estimate = orderLiquidation(
    symbol,
    { draft: asLimit, cost },
    { positionSide, positions, leverage, markPrice, sources: liquidation },
  );
  const liquidationText = estimate && liquidationWords(estimate, figures.price);
  const bound =
    draft.limitPrice !== '' && limitOk
      ? `, no ${draft.side === 'BUY' ? 'higher' : 'lower'} than ${figures.price(draft.limitPrice)}`
      : '';
  const confirmation = useConfirmed('order', ({ args }: { args: ChaseArgs; lines: readonly string[] }) =>
    chase.mutate(args),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || blockedReason !== null) return;
    confirmation.ask({
      args: {
        family,
        symbol: symbol.symbol,
        side: draft.side,
        quantity,
        ...(hedge ? { positionSide: draft.positionSide } : draft.reduceOnly ? { reduceOnly: true } : {}),
        ...(draft.limitPrice === '' ? {} : { limitPrice: draft.limitPrice }),
      },
      lines: [
        `Chase ${sideWord} ${figures.size(quantity)} ${unit} of ${symbol.symbol} (${marketLabels[family]}): a post-only limit at the best ${best}, moved as it moves, until it fills${bound}.`,
        ...positionTerms(hedge, draft.positionSide, draft.reduceOnly),
        ...(cost ? [costWords(cost)] : []),
        ...(liquidationText ? [liquidationText] : []),
      ],
    });
  };
  return (
    <>
      <form className="futures-order-form" aria-label="Chase order" onSubmit={submit}>
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
          quantityLabel="Quantity"
          quantityName="Chase quantity"
          valueName="Chase value"
          onChange={set}
        />
        <TextField
          label={draft.side === 'BUY' ? 'No higher than (optional)' : 'No lower than (optional)'}
          name="Chase limit price"
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
        {refusal && quantity !== '' && (
          <p role="alert" className="error-text" aria-label="Order check">
            {refusalWords(refusal, symbol)}
          </p>
        )}
        <p className="order-preview">
          A post-only limit at the best {best}, moved in place as the {best} moves, until it fills{bound}.
        </p>
        <button type="submit" disabled={!ready || blockedReason !== null || chase.isPending}>
          Chase {sideWord} at the best {best}
        </button>
        <ErrorText error={chase.error} label="Chase refused" />
        {confirmation.held && (
          <ConfirmDialog
            title={`Confirm chase ${sideWord}`}
            confirmLabel="Start chase"
            onConfirm={confirmation.confirm}
            onCancel={confirmation.cancel}
          >
            {confirmation.held.value.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </ConfirmDialog>
        )}
      </form>
      <FuturesChases family={family} symbols={symbols} />
    </>
  );
}
