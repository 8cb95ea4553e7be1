import { useTradeMessages } from './trade-messages';

/** The last trading action's outcome where the trader acted: "Moved to 64,100.00", "Not moved: …". */
export function TradeMessageLine() {
  const latest = useTradeMessages((s) => s.latest);
  return (
    <p
      role="status"
      aria-label="Order action"
      className={`trade-message${latest?.tone === 'refused' ? ' error-text' : ''}`}
    >
      {latest?.text ?? ''}
    </p>
  );
}
