/** A short field of the alert form: its word above, its accessible name on the input. */
export function AlertInput({
  label,
  name,
  value,
  onChange,
  inputMode = 'decimal',
  placeholder,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly inputMode?: 'decimal' | 'numeric';
  readonly placeholder?: string;
}) {
  return (
    <label>
      {label}
      <input
        aria-label={name}
        inputMode={inputMode}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** A choice of the alert form over a fixed list, each value shown by its label or as itself. */
export function AlertSelect<T extends string>({
  label,
  name,
  value,
  options,
  labels,
  onChange,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: T;
  readonly options: readonly T[];
  readonly labels?: Partial<Record<T, string>>;
  readonly onChange: (value: T) => void;
}) {
  return (
    <label>
      {label}
      <select aria-label={name} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </label>
  );
}
