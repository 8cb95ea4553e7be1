import { useId } from 'react';

/** Labelled inputs: each control's accessible name is its visible label. */

interface TextFieldProps {
  readonly label: string;
  /** The accessible name, when the visible label carries a unit. */
  readonly name?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export function TextField({ label, name, value, onChange }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-label={name ?? label}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
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
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </div>
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

const pad = (n: number) => String(n).padStart(2, '0');
const localValue = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

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
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        value={value === null ? '' : localValue(value)}
        onChange={(e) => {
          const ms = new Date(e.target.value).getTime();
          onChange(e.target.value === '' || Number.isNaN(ms) ? null : ms);
        }}
      />
    </div>
  );
}
