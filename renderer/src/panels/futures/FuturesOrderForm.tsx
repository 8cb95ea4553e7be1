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
import { futuresOrderPreview } from './futures-preview';
import { useFormPreview } from '../order-entry/use-form-preview';
import { usePickedPrice } from '../order-entry/use-picked-price';
import { EntryExits } from './EntryExits';
import { useOrderTicketStore } from '../../stores/order-ticket-store';

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
}: FuturesFormProps) {
  const terminal = useTerminal();
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft);
  const set = (change: Partial<OrderDraft>) => {
    place.reset();
    setDraft((d) => ({ ...d, ...change }));
  };
  // The contract's ladder and chart place limits with the size typed here, for its position side.
  const ticketSide = hedge ? (draft.positionSide === 'SHORT' ? 'SHORT' : 'LONG') : null;
  useEffect(() => {
    useOrderTicketStore.getState().setFuturesSize({
      market: family,
      symbol: symbol.symbol,
      quantity: draft.quantity,
      positionSide: ticketSide,
    });
  }, [family, symbol.symbol, draft.quantity, ticketSide]);
  const statusId = useId();
  const place = useMutation({ mutationFn: terminal.futures.place });

  const positionSide = hedge ? (draft.positionSide === 'BOTH' ? 'LONG' : draft.positionSide) : 'BOTH';
  const effective = { ...draft, positionSide } as const;
  const fields = fieldsOf(family, effective, hedge);
  const margin = marginContextOf(leverage, available, positions, positionSide);
  const built = buildOrder(family, symbol, effective, {
    hedge,
    now: now(),
    ...(markPrice === undefined ? {} : { markPrice }),
    ...(margin === undefined ? {} : { margin }),
  });
  const cost = margin && orderCost(symbol, effective, hedge, markPrice, margin, fees);
  // Once placed the order draws as itself; the preview comes back when the form is changed.
  useFormPreview(built.ok && !place.data ? futuresOrderPreview(family, symbol, built.args.order) : null);
  // A price picked on the ladder or the chart of this contract lands in the form; a type without a
  // price becomes a limit order.
  usePickedPrice(family, symbol.symbol, (price) => {
    place.reset();
    setDraft((d) => ({ ...d, price, type: priced.has(d.type) ? d.type : 'LIMIT' }));
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (built.ok && blockedReason === null) place.mutate(built.args);
  };

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
        <TextField
          label={symbol.contractSize === null ? `Quantity (${symbol.baseAsset})` : 'Quantity (contracts)'}
          name="Quantity"
          value={draft.quantity}
          onChange={(quantity) => set({ quantity })}
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
      {!built.ok && 'refusal' in built && (
        <p role="alert" className="error-text" aria-label="Order check">
          {built.refusal.msg} (code {built.refusal.code})
        </p>
      )}
      <button
        type="submit"
        disabled={!built.ok || blockedReason !== null || place.isPending}
        aria-describedby={statusId}
      >
        {draft.side === 'BUY' ? 'Place buy order' : 'Place sell order'}
      </button>
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
