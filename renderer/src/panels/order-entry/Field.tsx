import { useId, type ReactNode } from 'react';
import { WordAndApiName } from '../../ui/WordAndApiName';

interface FieldProps {
  /** The visible label; also the accessible name unless `name` is given. */
  readonly label: string;
  /** The accessible name, when the visible label is a shortened form of it. */
  readonly name?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The problem to show under the input, when it is this field's. */
  readonly problem?: ReactNode;
  readonly disabled?: boolean;
  readonly inputMode?: 'decimal' | 'numeric' | 'text' | 'url';
  readonly suffix?: string;
  /** The API's name for the field, shown small after the trader's word ("Trigger price · stopPrice"). */
  readonly apiName?: string;
}

/** A labelled text input with its problem announced and tied to it. */
export function Field({
  label,
  name,
  value,
  onChange,
  problem,
  disabled,
  inputMode = 'decimal',
  suffix,
  apiName,
}: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} title={name ?? apiName}>
        <WordAndApiName word={label} name={apiName ?? label} />
      </label>
      <input
        id={id}
        aria-label={name}
        data-field={label}
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => onChange(e.target.value.trim())}
      />
      {suffix && <span className="field-suffix">{suffix}</span>}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="error-text field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

interface ChoiceProps<T extends string> {
  /** The visible label; also the accessible name unless `name` is given. */
  readonly label: string;
  /** The accessible name, when the visible label is a shortened form of it. */
  readonly name?: string;
  readonly value: T;
  readonly options: readonly T[];
  readonly onChange: (value: T) => void;
  readonly labels?: Partial<Record<T, string>>;
  readonly disabled?: boolean;
}

/** A labelled select over a fixed list of values. */
export function Choice<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
  labels,
  disabled,
}: ChoiceProps<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} title={name}>
        {label}
      </label>
      <select
        id={id}
        aria-label={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? (o === '' ? 'Default' : o)}
          </option>
        ))}
      </select>
    </div>
  );
}
