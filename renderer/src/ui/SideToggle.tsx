/** The Buy / Sell switch of an order form: two pressed-state buttons in a group named "Side". */
export function SideToggle({
  side,
  onChange,
}: {
  readonly side: 'BUY' | 'SELL';
  readonly onChange: (side: 'BUY' | 'SELL') => void;
}) {
  return (
    <div role="group" aria-label="Side" className="side-toggle">
      {(['BUY', 'SELL'] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={side === value}
          className={`side-${value.toLowerCase()}`}
          onClick={() => onChange(value)}
        >
          {value === 'BUY' ? 'Buy' : 'Sell'}
        </button>
      ))}
    </div>
  );
}
