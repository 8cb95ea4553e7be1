import type { ReactNode } from 'react';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { timeInForce } from '@shared/api/spot/enums';
import { Choice, Field } from './Field';
import type { PricedDraft } from './leg-draft';
import { fieldsOf } from './order-draft';

export type PriceField = 'price' | 'stopPrice' | 'trailingDelta' | 'timeInForce' | 'icebergQty';

/** Which of the fields a type takes the symbol also allows, so the form shows them. */
export function shownFields(type: PricedDraft['type'], symbol: SymbolInfo): Record<PriceField, boolean> {
  const fields = fieldsOf[type];
  return {
    price: fields.price,
    stopPrice: fields.trigger,
    trailingDelta: fields.trigger && symbol.allowTrailingStop,
    timeInForce: fields.timeInForce,
    icebergQty: fields.iceberg && symbol.icebergAllowed,
  };
}

type TypedField = Exclude<PriceField, 'timeInForce'>;

/** How each typed field is labelled and in what unit; the accessible names come from the form. */
const typedFields: Record<
  TypedField,
  { label: string; apiName?: string; unit: (symbol: SymbolInfo) => string; inputMode?: 'numeric' }
> = {
  price: { label: 'Price', unit: (s) => s.quoteAsset },
  stopPrice: { label: 'Trigger price', apiName: 'stopPrice', unit: (s) => s.quoteAsset },
  trailingDelta: { label: 'Trailing delta', unit: () => 'BIPS', inputMode: 'numeric' },
  icebergQty: { label: 'Iceberg qty', unit: (s) => s.baseAsset },
};

interface PriceFieldsProps {
  readonly draft: PricedDraft;
  readonly symbol: SymbolInfo;
  readonly set: (change: Partial<PricedDraft>) => void;
  /** The accessible names, where they are not the visible labels. */
  readonly names: Partial<Record<PriceField, string>>;
  readonly problemOf?: (field: TypedField) => ReactNode;
}

/** Price, trigger, trailing delta, time in force and iceberg: those the order type takes. */
export function PriceFields({ draft, symbol, set, names, problemOf }: PriceFieldsProps) {
  const shown = shownFields(draft.type, symbol);
  const typed = (field: TypedField) => {
    const { unit, ...look } = typedFields[field];
    return (
      shown[field] && (
        <Field
          {...look}
          name={names[field]}
          value={draft[field]}
          suffix={unit(symbol)}
          onChange={(value) => set({ [field]: value })}
          problem={problemOf?.(field)}
        />
      )
    );
  };
  return (
    <>
      {typed('price')}
      {typed('stopPrice')}
      {typed('trailingDelta')}
      {shown.timeInForce && (
        <Choice
          label="Time in force"
          name={names.timeInForce}
          value={draft.timeInForce}
          options={timeInForce.options}
          onChange={(tif) => set({ timeInForce: tif })}
        />
      )}
      {typed('icebergQty')}
    </>
  );
}
