/** What sizing by risk found: the size and what it loses at the stop loss, or why there is none. */
export type RiskSized =
  | { readonly ok: true; readonly size: string; readonly loss: string }
  | { readonly ok: false; readonly reason: string };

/**
 * The size that risks what the trader typed, as a button that types it, and what it loses at the
 * stop loss; or why no size does. `size` and `loss` come written with their units.
 */
export function SizeForRisk({
  sized,
  feesCounted,
  onSize,
}: {
  readonly sized: RiskSized | null;
  /** Whether the loss counts both trades' commission (the rates are read). */
  readonly feesCounted: boolean;
  readonly onSize: () => void;
}) {
  if (!sized) return null;
  if (!sized.ok)
    return (
      <p role="status" aria-label="Size for the risk">
        {sized.reason}
      </p>
    );
  return (
    <p>
      <button type="button" className="link-button" aria-label="Size for the risk: type it" onClick={onSize}>
        Size {sized.size}
      </button>{' '}
      <span role="status" aria-label="Loss at the stop loss for that size">
        loses {sized.loss} at the stop loss{feesCounted ? ', fees included' : ', before fees'}, before any
        slippage.
      </span>
    </p>
  );
}
