import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { timeInForce, type OrderType } from '@shared/api/spot/enums';
import { Choice, Field } from './Field';
import type { LegDraft } from './leg-draft';
import { fieldsOf, typeLabels } from './order-draft';

interface LegEditorProps {
  /** Names the leg's group and prefixes its controls' names: "Above leg", "Working order". */
  readonly name: string;
  readonly leg: LegDraft;
  readonly types: readonly OrderType[];
  readonly symbol: SymbolInfo;
  readonly onChange: (leg: LegDraft) => void;
  /** Legs that carry their own side and quantity (OTO/OTOCO working, OTO pending). */
  readonly ownSideAndQuantity?: boolean;
  readonly problem?: string;
}

/** What a leg of an OCO pair does for the trader, by its type: a limit takes profit, a stop limits loss. */
function roleOf(type: OrderType): string | null {
  if (type === 'LIMIT_MAKER' || type.startsWith('TAKE_PROFIT')) return 'Take profit';
  if (type.startsWith('STOP_LOSS')) return 'Stop loss';
  return null;
}

/** One leg of an order list, with only the fields its type takes. */
export function LegEditor({
  name,
  leg,
  types,
  symbol,
  onChange,
  ownSideAndQuantity,
  problem,
}: LegEditorProps) {
  const fields = fieldsOf[leg.type];
  const set = (change: Partial<LegDraft>) => onChange({ ...leg, ...change });
  return (
    <fieldset className="leg-editor" aria-label={name}>
      <legend>{roleOf(leg.type) ? `${roleOf(leg.type)} · ${name.toLowerCase()}` : name}</legend>
      <Choice
        label="Type"
        name={`${name} type`}
        value={leg.type}
        options={types.filter((t) => symbol.orderTypes.includes(t))}
        labels={typeLabels}
        onChange={(type) => set({ type })}
      />
      {ownSideAndQuantity && (
        <>
          <Choice
            label="Side"
            name={`${name} side`}
            value={leg.side}
            options={['BUY', 'SELL'] as const}
            onChange={(side) => set({ side })}
          />
          <Field
            label="Quantity"
            name={`${name} quantity`}
            value={leg.quantity}
            suffix={symbol.baseAsset}
            onChange={(quantity) => set({ quantity })}
          />
        </>
      )}
      {fields.price && (
        <Field
          label="Price"
          name={`${name} price`}
          value={leg.price}
          suffix={symbol.quoteAsset}
          onChange={(price) => set({ price })}
        />
      )}
      {fields.trigger && (
        <Field
          label="Trigger price"
          name={`${name} trigger price`}
          apiName="stopPrice"
          value={leg.stopPrice}
          suffix={symbol.quoteAsset}
          onChange={(stopPrice) => set({ stopPrice })}
        />
      )}
      {fields.trigger && symbol.allowTrailingStop && (
        <Field
          label="Trailing delta"
          name={`${name} trailing delta (BIPS)`}
          value={leg.trailingDelta}
          suffix="BIPS"
          inputMode="numeric"
          onChange={(trailingDelta) => set({ trailingDelta })}
        />
      )}
      {fields.timeInForce && (
        <Choice
          label="Time in force"
          name={`${name} time in force`}
          value={leg.timeInForce}
          options={timeInForce.options}
          onChange={(tif) => set({ timeInForce: tif })}
        />
      )}
      {fields.iceberg && symbol.icebergAllowed && (
        <Field
          label="Iceberg qty"
          name={`${name} iceberg quantity`}
          value={leg.icebergQty}
          suffix={symbol.baseAsset}
          onChange={(icebergQty) => set({ icebergQty })}
        />
      )}
      {problem && (
        <p role="alert" className="error-text">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
