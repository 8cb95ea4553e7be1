/** A named group of pressed-state buttons, one a value, the current one pressed. */
export function ToggleGroup<T extends string>({
  name,
  className,
  options,
  labels,
  value,
  onChange,
  buttonClass,
}: {
  readonly name: string;
  readonly className: string;
  readonly options: readonly T[];
  readonly labels: Record<T, string>;
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly buttonClass?: (option: T) => string;
}) {
  return (
    <div role="group" aria-label={name} className={className}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          className={buttonClass?.(option)}
          onClick={() => onChange(option)}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
