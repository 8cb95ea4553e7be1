import { useId, type ReactNode } from 'react';
import { formatDateTime } from '../../ui/format-time';

/** Labelled inputs: each control's accessible name is its visible label. */

/** A visible label over its control, which takes the label's id. */
function LabelledField({
  label,
  children,
}: {
  readonly label: string;
  readonly children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

interface TextFieldProps {
  readonly label: string;
  /** The accessible name, when the visible label carries a unit. */
  readonly name?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export function TextField({ label, name, value, onChange }: TextFieldProps) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <input
          id={id}
          aria-label={name ?? label}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </LabelledField>
  );
}

interface SelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly string[];
  readonly optionLabel?: (value: string) => string;
  readonly onChange: (value: string) => void;
}

export function SelectField({ label, value, options, optionLabel, onChange }: SelectFieldProps) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

export function ToggleField({
  label,
  checked,
  onChange,
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <label className="field field-toggle">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** `YYYY-MM-DDTHH:MM` in the local zone, as a datetime-local input holds it. */
const localValue = (ms: number) => formatDateTime(ms, 'local').slice(0, -':SS'.length).replace(' ', 'T');

/** A local date and time, held as epoch ms (null while empty). */
export function DateTimeField({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
}) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <input
          id={id}
          type="datetime-local"
          value={value === null ? '' : localValue(value)}
          onChange={(e) => {
            const ms = new Date(e.target.value).getTime();
            onChange(e.target.value === '' || Number.isNaN(ms) ? null : ms);
          }}
        />
      )}
    </LabelledField>
  );
}

/** A hedge-mode order's position side (Long or Short); nothing in one-way mode, where there is one. */
export function PositionSideField({
  hedge,
  value,
  onChange,
}: {
  readonly hedge: boolean;
  readonly value: string;
  readonly onChange: (positionSide: 'LONG' | 'SHORT') => void;
}) {
  if (!hedge) return null;
  return (
    <SelectField
      label="Position side"
      value={value}
      options={['LONG', 'SHORT']}
      onChange={(v) => onChange(v as 'LONG' | 'SHORT')}
    />
  );
}

/** Reduce only, in one-way mode; a hedge-mode order says its position side instead, so none there. */
export function ReduceOnlyField({
  hedge,
  checked,
  onChange,
}: {
  readonly hedge: boolean;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return hedge ? null : <ToggleField label="Reduce only" checked={checked} onChange={onChange} />;
}
