import { SideToggle } from '../../ui/SideToggle';
import { futuresSelfTradePreventionMode, priceMatch } from '@shared/api/futures/enums';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily, FuturesSymbolView, PositionView } from '@shared/ipc/futures';
import { useTerminal } from '../../api/terminal-context';
import { DateTimeField, PositionSideField, SelectField, TextField, ToggleField } from './form-fields';
import {
  buildOrder,
  checkContextOf,
  emptyDraft,
  familyOrderTypes,
  familyTimeInForce,
  fieldsOf,
  placedText,
  type OrderDraft,
} from './order-draft';
import { stpOptionLabel } from '../order-entry/stp-words';
import { futuresTypeWord } from '@shared/ipc/order-words';
import { priceMatchWord, workingTypeWords } from './type-words';
import { symbolFigures } from './figures';
import { entryPriceOf, feeRole, marginContextOf, orderCost, type FeeRates } from './order-cost';
import { CostLine } from './CostLine';
import { liquidationWords, orderLiquidation, type LiquidationSources } from './liquidation-estimate';
import { LiquidationLine } from './LiquidationLine';
import { futuresOrderPreview, withLiquidationPreview } from './futures-preview';
import { useFormPreview } from '../order-entry/use-form-preview';
import { usePickedPrice } from '../order-entry/use-picked-price';
import { EntryExits } from './EntryExits';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { sizedQuantity, valuePriceOf, valueWords } from './order-value';
import { SizeFields } from './SizeFields';
import { useUiStore } from '../../stores/ui-store';
import type { PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { useConfirmed } from '../order-entry/use-confirmed';
import { costWords, futuresOrderWords } from './confirm-words';
import { refusalWords } from './refusal-hint';

/** What an incomplete order lacks, in the form's words (its first empty field that the type needs). */
const missingWords: Record<string, string> = {
  quantity: 'Enter a quantity.',
  price: 'Enter a price.',
  stopPrice: 'Enter a stop price.',
  callbackRate: 'Enter a callback rate.',
  takeProfit: 'Enter a take profit or a stop loss trigger, or switch them off.',
};

const priceMatches = priceMatch.options;
/** The types that take a limit price. */
const priced = new Set(['LIMIT', 'STOP', 'TAKE_PROFIT']);
/** '' sends none: the venue's default. */
const stpModes = ['', ...futuresSelfTradePreventionMode.options];

/** What either futures order form is given: the contract, the account's mode, and its margin once read. */
export interface FuturesFormProps {
  readonly family: FuturesFamily;
  readonly symbol: FuturesSymbolView;
  readonly hedge: boolean;
  /** Venue time in ms, for the goodTillDate window. */
  readonly now: () => number;
  readonly markPrice: string | undefined;
  /** Why orders may not be sent now (connection lost, rate limited), shown by the panel; null when they may. */
  readonly blockedReason: string | null;
  /** The contract's leverage, its positions and the margin asset's available balance, once read. */
  readonly leverage?: number;
  readonly positions?: readonly PositionView[];
  readonly available?: string;
  /** The account's commission rates on the contract, once read. */
  readonly fees?: FeeRates;
  /** What the position's liquidation price depends on, as read so far. */
  readonly liquidation?: LiquidationSources;
}

/**
 * One family's order form: only the fields the chosen type takes, checked as the user types with the
 * venue's own codes and messages; nothing is sent while a check fails.
 */
export function FuturesOrderForm({
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
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft);
  const set = (change: Partial<OrderDraft>) => {
    place.reset();
    // A quantity typed or picked (Max, a share of it, the risk's size) makes the size a quantity again.
    const unit = 'quantity' in change && !('sizeIn' in change) ? { sizeIn: 'base' as const } : {};
    setDraft((d) => ({ ...d, ...change, ...unit }));
  };
  const { stepSize } = tickAndStepOf(symbol.filters);
  const valued = draft.sizeIn === 'value';
  const valuePrice = valued ? valuePriceOf(draft, markPrice) : null;
  const quantity = sizedQuantity(draft, valuePrice, stepSize, symbol.contractSize);
  // The contract's ladder and chart place limits with the size typed here, for its position side.
  const ticketSide = hedge ? (draft.positionSide === 'SHORT' ? 'SHORT' : 'LONG') : null;
  const ticketQuantity = valued ? '' : draft.quantity;
  const ticketValue = valued ? draft.value : undefined;
  useEffect(() => {
    useOrderTicketStore.getState().setFuturesSize({
      market: family,
      symbol: symbol.symbol,
      quantity: ticketQuantity,
      ...(ticketValue === undefined ? {} : { value: ticketValue, contractSize: symbol.contractSize }),
      positionSide: ticketSide,
    });
  }, [family, symbol.symbol, symbol.contractSize, ticketQuantity, ticketValue, ticketSide]);
  const statusId = useId();
  const place = useMutation({ mutationFn: terminal.futures.place });
  const confirmation = useConfirmed('order', (args: PlaceFuturesOrderArgs) => place.mutate(args));
  const timeDisplay = useUiStore((s) => s.timeDisplay);

  const positionSide = hedge ? (draft.positionSide === 'BOTH' ? 'LONG' : draft.positionSide) : 'BOTH';
  const effective = { ...draft, positionSide, quantity } as const;
  const fields = fieldsOf(family, effective, hedge);
  const margin = marginContextOf(leverage, available, positions, positionSide);
  const built = buildOrder(family, symbol, effective, checkContextOf(hedge, now(), markPrice, margin));
  const cost = margin && orderCost(symbol, effective, hedge, markPrice, margin, fees);
  const estimate = orderLiquidation(
    symbol,
    { draft: effective, cost },
    { positionSide, positions, leverage, markPrice, sources: liquidation },
  );
  const liquidationText = estimate && liquidationWords(estimate, symbolFigures(symbol).price);
  // Once placed the order draws as itself; the preview comes back when the form is changed.
  useFormPreview(
    built.ok && !place.data
      ? withLiquidationPreview(
          family,
          symbol,
          futuresOrderPreview(family, symbol, built.args.order),
          estimate,
        )
      : null,
  );
  // A price picked on the ladder or the chart of this contract lands in the form; a type without a
  // price becomes a limit order.
  usePickedPrice(family, symbol.symbol, (price) => {
    place.reset();
    setDraft((d) => ({ ...d, price, type: priced.has(d.type) ? d.type : 'LIMIT' }));
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (built.ok && blockedReason === null) confirmation.ask(built.args);
  };
  const held = confirmation.held?.value;

  return (
    <form className="futures-order-form" aria-label="Order entry" onSubmit={submit}>
      <SideToggle side={draft.side} onChange={(side) => set({ side })} />
      <PositionSideField
        hedge={hedge}
        value={positionSide}
        onChange={(positionSide) => set({ positionSide })}
      />
      <SelectField
        label="Order type"
        value={draft.type}
        options={familyOrderTypes[family]}
        optionLabel={futuresTypeWord}
        onChange={(type) => set({ type })}
      />
      {fields.stopPrice && (
        <TextField label="Stop price" value={draft.stopPrice} onChange={(stopPrice) => set({ stopPrice })} />
      )}
      {fields.priceMatch && (
        <SelectField
          label="Price match"
          value={draft.priceMatch}
          options={priceMatches}
          optionLabel={priceMatchWord}
          onChange={(priceMatch) => set({ priceMatch })}
        />
      )}
      {fields.price && <TextField label="Price" value={draft.price} onChange={(price) => set({ price })} />}
      {fields.closePosition && (
        <ToggleField
          label="Close position"
          checked={draft.closePosition}
          onChange={(closePosition) => set({ closePosition })}
        />
      )}
      {fields.quantity && (
        <SizeFields
          symbol={symbol}
          size={draft}
          quantity={quantity}
          switchPrice={valuePriceOf(draft, markPrice)}
          words={valueWords(symbol, draft, quantity, valuePrice)}
          quantityLabel="Quantity"
          quantityName="Quantity"
          valueName="Order value"
          onChange={set}
        />
      )}
      {fields.trailing && (
        <>
          <TextField
            label="Callback rate %"
            value={draft.callbackRate}
            onChange={(callbackRate) => set({ callbackRate })}
          />
          <TextField
            label="Activation price"
            value={draft.activationPrice}
            onChange={(activationPrice) => set({ activationPrice })}
          />
        </>
      )}
      {fields.timeInForce && (
        <SelectField
          label="Time in force"
          value={draft.timeInForce}
          options={draft.type === 'LIMIT' ? familyTimeInForce[family] : familyTimeInForce.coinm}
          onChange={(timeInForce) => set({ timeInForce })}
        />
      )}
      {fields.goodTillDate && (
        <DateTimeField
          label="Good till"
          value={draft.goodTillDate}
          onChange={(goodTillDate) => set({ goodTillDate })}
        />
      )}
      {fields.trigger && (
        <>
          <SelectField
            label="Trigger price"
            value={draft.workingType}
            options={['', 'CONTRACT_PRICE', 'MARK_PRICE']}
            optionLabel={(v) => workingTypeWords[v] ?? v}
            onChange={(workingType) => set({ workingType })}
          />
          <ToggleField
            label="Price protection"
            checked={draft.priceProtect}
            onChange={(priceProtect) => set({ priceProtect })}
          />
        </>
      )}
      {fields.reduceOnly && (
        <ToggleField
          label="Reduce only"
          checked={draft.reduceOnly}
          onChange={(reduceOnly) => set({ reduceOnly })}
        />
      )}
      {fields.exits && (
        <ToggleField
          label="Take profit / Stop loss"
          checked={draft.withExits}
          onChange={(withExits) => set({ withExits })}
        />
      )}
      {fields.exits && draft.withExits && (
        <EntryExits
          symbol={symbol}
          draft={effective}
          entryPrice={entryPriceOf(effective, markPrice)}
          {...(fees ? { fees: { entry: fees[feeRole(effective, markPrice)], exit: fees.taker } } : {})}
          {...(available === undefined ? {} : { available })}
          set={set}
        />
      )}
      <SelectField
        label="Self-trade prevention"
        value={draft.selfTradePreventionMode}
        options={stpModes}
        optionLabel={(mode) => stpOptionLabel(mode)}
        onChange={(selfTradePreventionMode) => set({ selfTradePreventionMode })}
      />
      {cost && <CostLine cost={cost} symbol={symbol} onQuantity={(quantity) => set({ quantity })} />}
      <LiquidationLine text={liquidationText} />
      {!built.ok && 'missing' in built && (draft.quantity !== '' || draft.price !== '') && (
        <p role="status" className="muted" aria-label="Order check">
          {missingWords[built.missing] ?? `Enter the ${built.missing}.`}
        </p>
      )}
      {!built.ok && 'refusal' in built && (
        <p role="alert" className="error-text" aria-label="Order check">
          {refusalWords(built.refusal, symbol)}
        </p>
      )}
      <button
        type="submit"
        disabled={!built.ok || blockedReason !== null || place.isPending}
        aria-describedby={statusId}
      >
        {draft.side === 'BUY' ? 'Place buy order' : 'Place sell order'}
      </button>
      {held && (
        <ConfirmDialog
          title={`Confirm ${held.order.side === 'BUY' ? 'buy' : 'sell'} order`}
          confirmLabel="Place order"
          onConfirm={confirmation.confirm}
          onCancel={confirmation.cancel}
        >
          {futuresOrderWords(held, symbol, timeDisplay).map((line) => (
            <p key={line}>{line}</p>
          ))}
          {cost && <p>{costWords(cost)}</p>}
          {liquidationText && <p>{liquidationText}</p>}
        </ConfirmDialog>
      )}
      <div id={statusId} className="order-outcome">
        {place.isError && (
          <p role="alert" className="error-text" aria-label="Order refused">
            {describeError(place.error)}
          </p>
        )}
        {place.data && (
          <p role="status" aria-label="Order placed">
            {placedText(place.data, symbolFigures(symbol), place.variables?.exits)}
          </p>
        )}
      </div>
    </form>
  );
}
