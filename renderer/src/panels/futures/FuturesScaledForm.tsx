import { useState, type FormEvent } from 'react';
import { formatAmount } from '@shared/decimal/format';
import { isPositiveDecimal } from '@shared/decimal/decimal';
import type { FuturesOrderView } from '@shared/ipc/futures';
import type { PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import { useTerminal } from '../../api/terminal-context';
import { SideToggle } from '../../ui/SideToggle';
import type { SizeDistribution } from '../order-entry/scaled-orders';
import { placeInTurn } from '../order-entry/scaled-outcome';
import { ScaledPlacing } from '../order-entry/ScaledPlacing';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { useFamilyAction } from './family-action';
import { symbolFigures } from './figures';
import { PositionSideField, ReduceOnlyField, SelectField, TextField } from './form-fields';
import { checkFuturesScaled, type FuturesScaledDraft } from './scaled-futures';
import { checkContextOf } from './order-draft';
import { scaledTotalForValue, scaledValueWords } from './scaled-value';
import type { TypedSize } from './order-value';
import { SizeFields } from './SizeFields';
import { marginContextOf } from './order-cost';
import {
  liquidationContextOf,
  liquidationEstimate,
  liquidationWords,
  restingFills,
} from './liquidation-estimate';
import { LiquidationLine } from './LiquidationLine';
import type { FuturesFormProps } from './FuturesOrderForm';
import { futuresScaledPreview, withLiquidationPreview } from './futures-preview';
import { useFormPreview } from '../order-entry/use-form-preview';
import { usePickedPrice } from '../order-entry/use-picked-price';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { useConfirmed } from '../order-entry/use-confirmed';
import { marketLabels } from '../market-panel/PanelSymbolBar';

/** The form as typed: the total size, or the order value it is worked out from. */
type ScaledFormDraft = FuturesScaledDraft & Pick<TypedSize, 'sizeIn' | 'value'>;

const distributionWords: Record<string, string> = {
  even: 'Even',
  towardEnd: 'Larger at the end',
  towardStart: 'Larger at the start',
};

/**
 * A range of futures limit orders from a start to an end price, a total size shared over them, each
 * checked as the venue checks it and the set against the margin it holds back, before the first is sent.
 */
export function FuturesScaledForm({
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
}: FuturesFormProps) {
  const terminal = useTerminal();
  const [draft, setDraft] = useState<ScaledFormDraft>({
    sizeIn: 'base',
    value: '',
    side: 'BUY',
    positionSide: hedge ? 'LONG' : 'BOTH',
    reduceOnly: false,
    start: '',
    end: '',
    count: '5',
    total: '',
    distribution: 'even',
  });
  const place = useFamilyAction(
    family,
    (orders: readonly { readonly args: PlaceFuturesOrderArgs; readonly price: string }[]) =>
      placeInTurn(orders, ({ args }): Promise<FuturesOrderView> => terminal.futures.place(args)),
  );
  const set = (change: Partial<ScaledFormDraft>) => {
    place.reset();
    setDraft((d) => ({ ...d, ...change }));
  };
  const figures = symbolFigures(symbol);
  const units = tickAndStepOf(symbol.filters);
  const { tickSize } = units;
  const margin = marginContextOf(leverage, available, positions, draft.positionSide);
  const valued = draft.sizeIn === 'value';
  const total = valued ? scaledTotalForValue(draft, draft.value, units, symbol.contractSize) : draft.total;
  const check = checkFuturesScaled(
    family,
    symbol,
    { ...draft, total },
    checkContextOf(hedge, now(), markPrice, margin),
  );
  // A price picked on the ladder or the chart of this contract: the start price, then the end price.
  usePickedPrice(family, symbol.symbol, (price) => {
    place.reset();
    setDraft((d) => (d.start === '' ? { ...d, start: price } : { ...d, end: price }));
  });
  const context =
    check.ok && liquidation
      ? liquidationContextOf(symbol, draft.positionSide, positions, leverage, liquidation)
      : undefined;
  const estimate =
    context && check.ok
      ? liquidationEstimate(
          symbol,
          context,
          draft.side,
          restingFills(symbol, check.prices, check.quantities, fees?.maker),
          positions.find((p) => p.positionSide === draft.positionSide)?.liquidationPrice ?? null,
        )
      : null;
  const liquidationText = estimate && liquidationWords(estimate, figures.price, 'once all fill');
  useFormPreview(
    check.ok && !place.data
      ? withLiquidationPreview(family, symbol, futuresScaledPreview(family, symbol, check.orders), estimate)
      : null,
  );
  const touched = draft.start !== '' || draft.end !== '' || (valued ? draft.value : draft.total) !== '';
  // A value that comes to no size yet is said under the value, not as a size to enter.
  const sizeless = valued && !check.ok && check.field === 'total' && !isPositiveDecimal(total);
  const unit = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  const sideWord = draft.side === 'BUY' ? 'buy' : 'sell';

  const plan =
    check.ok &&
    `${check.orders.length} limit ${sideWord}s (GTC)${hedge ? ` on the ${draft.positionSide === 'SHORT' ? 'Short' : 'Long'} position` : ''}${!hedge && draft.reduceOnly ? ', reduce only' : ''}: ${figures.size(total)} ${unit} from ${figures.price(draft.start)} to ${figures.price(draft.end)}, at an average ${figures.price(check.averagePrice)}${
      check.margin !== null && margin
        ? `; they hold ${formatAmount(check.margin, symbol.marginAsset)} ${symbol.marginAsset} of margin at ${margin.leverage}× · Available ${formatAmount(margin.available, symbol.marginAsset)} ${symbol.marginAsset}.`
        : '.'
    }`;
  const confirmation = useConfirmed(
    'order',
    ({ orders }: { orders: Parameters<typeof place.mutate>[0]; plan: string }) => place.mutate(orders),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (plan && blockedReason === null)
      confirmation.ask({
        orders: check.orders.map((args, i) => ({ args, price: check.prices[i]! })),
        plan,
      });
  };

  return (
    <form className="futures-order-form" aria-label="Scaled order" onSubmit={submit}>
      <SideToggle side={draft.side} onChange={(side) => set({ side })} />
      <PositionSideField
        hedge={hedge}
        value={draft.positionSide}
        onChange={(positionSide) => set({ positionSide })}
      />
      <TextField label="Start price" value={draft.start} onChange={(start) => set({ start: start.trim() })} />
      <TextField label="End price" value={draft.end} onChange={(end) => set({ end: end.trim() })} />
      <TextField
        label="Orders"
        name="Number of orders"
        value={draft.count}
        onChange={(count) => set({ count: count.trim() })}
      />
      <SizeFields
        symbol={symbol}
        size={{ sizeIn: draft.sizeIn, quantity: draft.total, value: draft.value }}
        quantity={total}
        switchPrice={check.ok ? { price: check.averagePrice } : null}
        quantityLabel="Total size"
        quantityName="Total size"
        valueLabel="Total value"
        valueName="Total value"
        words={scaledValueWords(symbol, draft, total, check.ok ? check : null)}
        onChange={({ quantity, ...change }) =>
          set({ ...change, ...(quantity === undefined ? {} : { total: quantity }) })
        }
      />
      <SelectField
        label="Size distribution"
        value={draft.distribution}
        options={['even', 'towardEnd', 'towardStart']}
        optionLabel={(v) => distributionWords[v] ?? v}
        onChange={(v) => set({ distribution: v as SizeDistribution })}
      />
      <ReduceOnlyField
        hedge={hedge}
        checked={draft.reduceOnly}
        onChange={(reduceOnly) => set({ reduceOnly })}
      />
      {check.ok && (
        <div className="scaled-orders-line">
          <table className="data-table scaled-orders" aria-label="Scaled orders">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Price</th>
                <th scope="col">Size ({unit})</th>
              </tr>
            </thead>
            <tbody>
              {check.prices.map((price, i) => (
                <tr key={price}>
                  <td>{i + 1}</td>
                  <td className="num">{figures.price(price)}</td>
                  <td className="num">{figures.size(check.quantities[i]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {plan && (
        <p className="order-preview" aria-label="Scaled order preview">
          {plan}
        </p>
      )}
      {plan && <LiquidationLine text={liquidationText} />}
      {!check.ok && touched && !sizeless && (
        <p role="alert" className="error-text" aria-label="Order check">
          {check.code === undefined ? check.message : `${check.message} (code ${check.code})`}
          {check.hint && ` ${check.hint}`}
        </p>
      )}
      <button type="submit" disabled={!check.ok || blockedReason !== null || place.isPending}>
        {check.ok ? `Place ${check.orders.length} ${sideWord} orders` : `Place ${sideWord} orders`}
      </button>
      <ScaledPlacing pending={place.isPending} outcome={place.data} tickSize={tickSize} />
      {confirmation.held && (
        <ConfirmDialog
          title={`Confirm ${confirmation.held.value.orders.length} ${sideWord} orders`}
          confirmLabel="Place orders"
          onConfirm={confirmation.confirm}
          onCancel={confirmation.cancel}
        >
          <p>
            {symbol.symbol} ({marketLabels[family]}): {confirmation.held.value.plan}
          </p>
          {liquidationText && <p>{liquidationText}</p>}
        </ConfirmDialog>
      )}
    </form>
  );
}
