import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { OrderType } from '@shared/api/spot/enums';
import { Choice, Field } from './Field';
import type { LegDraft } from './leg-draft';
import { sideWords, spotTypeWords } from '@shared/ipc/order-words';
import { PriceFields, type PriceField } from './PriceFields';

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

/** Each field's accessible name carries the leg's: "Above leg price". */
const legNames = (name: string): Record<PriceField, string> => ({
  price: `${name} price`,
  stopPrice: `${name} trigger price`,
  trailingDelta: `${name} trailing delta (BIPS)`,
  timeInForce: `${name} time in force`,
  icebergQty: `${name} iceberg quantity`,
});

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
  const set = (change: Partial<LegDraft>) => onChange({ ...leg, ...change });
  return (
    <fieldset className="leg-editor" aria-label={name}>
      <legend>{roleOf(leg.type) ? `${roleOf(leg.type)} · ${name.toLowerCase()}` : name}</legend>
      <Choice
        label="Type"
        name={`${name} type`}
        value={leg.type}
        options={types.filter((t) => symbol.orderTypes.includes(t))}
        labels={spotTypeWords}
        onChange={(type) => set({ type })}
      />
      {ownSideAndQuantity && (
        <>
          <Choice
            label="Side"
            name={`${name} side`}
            value={leg.side}
            options={['BUY', 'SELL'] as const}
            labels={sideWords}
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
      <PriceFields draft={leg} symbol={symbol} set={set} names={legNames(name)} />
      {problem && (
        <p role="alert" className="error-text">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
