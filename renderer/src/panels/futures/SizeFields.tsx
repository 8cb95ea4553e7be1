import { amountDecimals } from '@shared/decimal/format';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import { SelectField, TextField } from './form-fields';
import { switchedSize, valueAssetOf, type SizeIn, type TypedSize, type ValuePrice } from './order-value';

const sizeUnits: readonly SizeIn[] = ['base', 'value'];

interface SizeFieldsProps {
  readonly symbol: FuturesSymbolView;
  readonly size: TypedSize;
  /** What the size comes to (`sizedQuantity`). */
  readonly quantity: string;
  /** The price a switch to a value prices the typed quantity at. */
  readonly switchPrice: Pick<ValuePrice, 'price'> | null;
  /** The quantity field's visible label before its unit, and the accessible names of both fields. */
  readonly quantityLabel: string;
  readonly quantityName: string;
  /** The value field's visible label before its asset ("Order value" where not given). */
  readonly valueLabel?: string;
  readonly valueName: string;
  /** What is said under a value: the quantity it comes to (`valueWords`). */
  readonly words: string;
  readonly onChange: (change: Partial<TypedSize>) => void;
}

/**
 * How a form's size is typed: "Size in" the base asset (or contracts) or the order value, then the
 * one field that takes it, and under a value the quantity it comes to and at which price.
 */
export function SizeFields({
  symbol,
  size,
  quantity,
  switchPrice,
  quantityLabel,
  quantityName,
  valueLabel = 'Order value',
  valueName,
  words,
  onChange,
}: SizeFieldsProps) {
  const valueAsset = valueAssetOf(symbol);
  const unit = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  return (
    <>
      <SelectField
        label="Size in"
        value={size.sizeIn}
        options={sizeUnits}
        optionLabel={(option) =>
          option === 'value'
            ? `${valueAsset} (order value)`
            : symbol.contractSize === null
              ? symbol.baseAsset
              : 'Contracts'
        }
        onChange={(option) =>
          onChange(
            switchedSize(
              size,
              option as SizeIn,
              quantity,
              switchPrice,
              amountDecimals(valueAsset),
              symbol.contractSize,
            ),
          )
        }
      />
      {size.sizeIn === 'base' ? (
        <TextField
          label={`${quantityLabel} (${unit})`}
          name={quantityName}
          value={size.quantity}
          onChange={(typed) => onChange({ quantity: typed.trim() })}
        />
      ) : (
        <>
          <TextField
            label={`${valueLabel} (${valueAsset})`}
            name={valueName}
            value={size.value}
            onChange={(typed) => onChange({ value: typed.trim() })}
          />
          <p className="order-preview" role="status" aria-label="Quantity for the value">
            {words}
          </p>
        </>
      )}
    </>
  );
}
