import { ToggleGroup } from './ToggleGroup';

/** The Buy / Sell switch of an order form: two pressed-state buttons in a group named "Side". */
export function SideToggle({
  side,
  onChange,
}: {
  readonly side: 'BUY' | 'SELL';
  readonly onChange: (side: 'BUY' | 'SELL') => void;
}) {
  return (
    <ToggleGroup
      name="Side"
      className="side-toggle"
      options={['BUY', 'SELL'] as const}
      labels={{ BUY: 'Buy', SELL: 'Sell' }}
      value={side}
      onChange={onChange}
      buttonClass={(value) => `side-${value.toLowerCase()}`}
    />
  );
}
