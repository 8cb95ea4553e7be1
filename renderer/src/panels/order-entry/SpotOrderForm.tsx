import { SideToggle } from '../../ui/SideToggle';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { Side } from '@shared/api/spot/enums';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import { accountQueries } from '../../api/account-queries';
import { usePlaceOrder } from '../../api/orders-queries';
import { useTerminal } from '../../api/terminal-context';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { ErrorText } from '../orders/ErrorText';
import { describeOutcome } from '../orders/OrderStatus';
import { usePreferences } from '../settings/preferences-store';
import { filterInWords } from './filter-hint';
import { checkDraft, type DraftField } from './check-order';
import { useOpenOrderCounts } from './open-order-counts';
import { usePickedPrice } from './use-picked-price';
import { singleOrderPreview, withExitsPreview } from './form-preview';
import { useFormPreview } from './use-form-preview';
import { ConfirmDialog } from './ConfirmDialog';
import { Choice, Field } from './Field';
import { emptyDraft, fieldsOf, type OrderDraft, type SizeMode } from './order-draft';
import { spotTypeWords } from '@shared/ipc/order-words';
import { FormProblems } from './FormProblems';
import { previewText } from './order-preview';
import { ProblemText } from './problem-text';
import { OrderCostsLine } from './OrderCostsLine';
import { PriceFields, shownFields, type PriceField } from './PriceFields';
import { PositionLine } from '../positions/PositionLine';
import { SizeShortcuts } from './SizeShortcuts';
import { useHotkey } from './use-hotkeys';
import { precisionOf } from '@shared/market/symbol-precision';
import { stpOptionLabel, stpOptions } from './stp-words';
import { ListResult } from './ListResult';
import { SpotExits } from './SpotExits';
import { takesExits, type SpotBracket } from './spot-exits';
import { useSpotBracket } from './use-spot-bracket';

/** Accessible names beyond the short labels; a named field's hover title is its name, not its API name. */
const spotNames: Partial<Record<PriceField, string>> = {
  stopPrice: 'Trigger price',
  trailingDelta: 'Trailing delta (BIPS)',
  icebergQty: 'Iceberg visible quantity',
};

/** What a spot order form is given: the symbol, its last price, and why trading is off, if it is. */
export interface SpotFormProps {
  readonly symbol: SymbolInfo;
  readonly lastPrice: string | null;
  /** Why trading is disabled (connection lost, rate limited), or null. */
  readonly blockedReason: string | null;
}

/** Buy or sell one order of any type the symbol takes, checked against its filters as it is typed. */
export function SpotOrderForm({ symbol, lastPrice, blockedReason }: SpotFormProps) {
  const terminal = useTerminal();
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft);
  const [confirming, setConfirming] = useState<NewOrderArgs | SpotBracket | null>(null);
  const confirm = usePreferences((s) => s.confirm.order);
  const confirmList = usePreferences((s) => s.confirm);
  const place = usePlaceOrder();
  const summary = useQuery(accountQueries.summary(terminal));
  const free = useMemo(
    () => new Map((summary.data?.balances ?? []).map((b) => [b.asset, b.free])),
    [summary.data],
  );

  // A price picked on the ladder lands in the form; a type without a price becomes a limit order.
  usePickedPrice('spot', symbol.symbol, (price) => {
    place.reset();
    setDraft((d) => ({ ...d, price, type: fieldsOf[d.type].price ? d.type : 'LIMIT' }));
  });

  const set = (change: Partial<OrderDraft>) => {
    place.reset();
    exitsOf.reset();
    setDraft((d) => ({ ...d, ...change }));
  };
  // The ladder, the chart and the hotkeys place orders with the size typed here.
  useEffect(() => {
    useOrderTicketStore
      .getState()
      .setSize({ symbol: symbol.symbol, size: draft.size, sizeMode: draft.sizeMode });
  }, [symbol.symbol, draft.size, draft.sizeMode]);
  const spends = draft.side === 'BUY' ? symbol.quoteAsset : symbol.baseAsset;
  const available = free.get(spends);
  const openOrders = useOpenOrderCounts(symbol.symbol);
  const context = { symbol, free, lastPrice, openOrders, balancesKnown: summary.data !== undefined };
  const precision = precisionOf(symbol);
  const check = checkDraft(draft, symbol, context);
  const rates = summary.data?.commissionRates;
  const exitsOf = useSpotBracket(
    symbol,
    draft.type,
    check.ok ? check.args : null,
    lastPrice,
    rates,
    precision.stepSize,
  );
  // With an exit typed the entry goes as its list, once that checks; never bare.
  const ready = check.ok && (!exitsOf.carried || exitsOf.bracket?.check.ok === true);
  const shown: Record<DraftField, boolean> = { ...shownFields(draft.type, symbol), size: true };
  const touched = draft.size !== '' || draft.price !== '' || draft.stopPrice !== '';
  const problem = !check.ok && touched ? check.problem : null;
  const problemOf = (field: DraftField) =>
    problem && problem.field === field ? <ProblemText {...problem} /> : undefined;
  const generalProblem = problem && !shown[problem.field] ? problem : null;
  // Once placed the order draws as itself; the preview comes back when the form is changed.
  const placed = place.data ?? exitsOf.result;
  const entryPreview = check.ok && !placed ? singleOrderPreview(check.args, precision) : null;
  useFormPreview(exitsOf.preview ? withExitsPreview(entryPreview, exitsOf.preview, precision) : entryPreview);

  const send = (args: NewOrderArgs | SpotBracket) => {
    if ('kind' in args) exitsOf.place(args);
    else place.mutate({ order: args });
    // After the call has left: a state set before it would render the form first (React renders
    // a click's updates in a microtask, ahead of the mutation's), and the order would wait for it.
    if (confirming) setConfirming(null);
  };
  const submit = (side: Side) => {
    if (exitsOf.carried) {
      // The exits were typed for this side: the other side's key turns the form, and sends nothing.
      if (side !== draft.side) return set({ side });
      if (!ready || blockedReason || !exitsOf.bracket) return;
      if (confirmList[exitsOf.bracket.kind]) setConfirming(exitsOf.bracket);
      else send(exitsOf.bracket);
      return;
    }
    const result = side === draft.side ? check : checkDraft({ ...draft, side }, symbol, context);
    if (side !== draft.side) set({ side });
    if (!result.ok || blockedReason) return;
    if (confirm) setConfirming(result.args);
    else send(result.args);
  };
  useHotkey('buy', () => submit('BUY'));
  useHotkey('sell', () => submit('SELL'));
  const presets = usePreferences((s) => s.trading.sizePresets);
  useHotkey('size1', () => set({ size: presets[0] }));
  useHotkey('size2', () => set({ size: presets[1] }));
  useHotkey('size3', () => set({ size: presets[2] }));
  const form = useRef<HTMLFormElement>(null);
  const focusField = (label: string) =>
    form.current?.querySelector<HTMLInputElement>(`input[data-field="${label}"]`)?.focus();
  useHotkey('focusSize', () => focusField('Size'));
  useHotkey('focusPrice', () => focusField(shown.price ? 'Price' : 'Trigger price'));

  const sizeUnits: Record<SizeMode, string> = {
    base: symbol.baseAsset,
    quote: symbol.quoteAsset,
    percent: `% of free ${draft.side === 'BUY' ? symbol.quoteAsset : symbol.baseAsset}`,
  };
  const stpModes = stpOptions(symbol.allowedSelfTradePreventionModes, symbol.defaultSelfTradePreventionMode);
  const stpLabels = Object.fromEntries(
    stpModes.map((mode) => [mode, stpOptionLabel(mode, symbol.defaultSelfTradePreventionMode)]),
  );

  return (
    <form
      ref={form}
      aria-label="Spot order"
      className="order-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit(draft.side);
      }}
    >
      <SideToggle side={draft.side} onChange={(side) => set({ side })} />
      <Choice
        label="Order type"
        value={draft.type}
        options={symbol.orderTypes}
        labels={spotTypeWords}
        onChange={(type) => set({ type })}
      />
      <PriceFields draft={draft} symbol={symbol} set={set} names={spotNames} problemOf={problemOf} />
      <Choice
        label="Size in"
        value={draft.sizeMode}
        options={['base', 'quote', 'percent'] as const}
        labels={sizeUnits}
        onChange={(sizeMode) => set({ sizeMode })}
      />
      <Field
        label="Size"
        value={draft.size}
        suffix={sizeUnits[draft.sizeMode]}
        onChange={(size) => set({ size })}
        problem={problemOf('size')}
      />
      <SizeShortcuts
        side={draft.side}
        available={available}
        asset={spends}
        stepSize={precision.stepSize}
        onPercent={(percent) => set({ sizeMode: 'percent', size: String(percent) })}
        onHeld={(held) => set({ sizeMode: 'base', size: held })}
      />
      {takesExits(draft.type) && (
        <SpotExits
          symbol={symbol}
          side={draft.side}
          price={draft.price}
          entry={check.ok ? check.args : null}
          exits={exitsOf.exits}
          bracket={exitsOf.bracket}
          rates={rates}
          lastPrice={lastPrice}
          freeQuote={free.get(symbol.quoteAsset)}
          stepSize={precision.stepSize}
          set={exitsOf.set}
          setSize={(size) => set({ sizeMode: 'base', size })}
        />
      )}
      <Choice
        label="STP mode"
        name="Self-trade prevention"
        value={draft.selfTradePreventionMode}
        options={stpModes}
        labels={stpLabels}
        onChange={(mode) => set({ selfTradePreventionMode: mode })}
      />
      <div className="order-form-footer">
        <PositionLine
          symbol={symbol}
          side={draft.side}
          orderQuantity={check.ok ? check.args.quantity : undefined}
        />
        <OrderCostsLine
          args={check.ok ? check.args : null}
          symbol={symbol}
          rates={summary.data?.commissionRates}
        />
        {check.ok && (
          <p className="order-preview" aria-label="Order preview">
            {previewText(check.args, precision)}
            {check.unchecked.length > 0 &&
              ` Checked by the venue only: ${check.unchecked.map(filterInWords).join(', ')}.`}
          </p>
        )}
        <FormProblems problem={generalProblem} blockedReason={blockedReason} />
        <button
          type="submit"
          className={`submit side-${draft.side.toLowerCase()}`}
          disabled={!ready || blockedReason !== null || place.isPending || exitsOf.pending}
        >
          {draft.side === 'BUY' ? 'Buy' : 'Sell'} {symbol.baseAsset}
        </button>
        <ErrorText error={place.error ?? exitsOf.error} label="Order error" />
        {exitsOf.result && <ListResult title={exitsOf.result.title} result={exitsOf.result.list} />}
        {place.data && (
          <p
            role="status"
            aria-label="Order result"
            className={`order-result status-${place.data.status.toLowerCase()}`}
          >
            {describeOutcome(place.data, precision.stepSize)}
          </p>
        )}
      </div>
      {confirming && !('kind' in confirming) && (
        <ConfirmDialog
          title={`Confirm ${confirming.side === 'BUY' ? 'buy' : 'sell'} order`}
          preview={confirming}
          confirmLabel="Place order"
          onConfirm={() => send(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{previewText(confirming, precision)}</p>
        </ConfirmDialog>
      )}
      {confirming && 'kind' in confirming && (
        <ConfirmDialog
          title={`Confirm ${confirming.kind.toUpperCase()}`}
          {...(check.ok ? { preview: check.args } : {})}
          confirmLabel={`Place ${confirming.kind.toUpperCase()}`}
          onConfirm={() => send(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{confirming.check.summary}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
