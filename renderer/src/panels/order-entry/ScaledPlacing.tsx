import { scaledOutcomeText, type ScaledOutcome } from './scaled-outcome';

/** While a scaled order's orders are being placed, then what became of them. */
export function ScaledPlacing<T extends { readonly status: string }>({
  pending,
  outcome,
  tickSize,
}: {
  readonly pending: boolean;
  readonly outcome: ScaledOutcome<T> | undefined;
  readonly tickSize: string;
}) {
  return (
    <>
      {pending && <p role="status">Placing the orders one by one…</p>}
      {outcome && (
        <p
          role="status"
          aria-label="Scaled order result"
          className={outcome.refused ? 'error-text' : undefined}
        >
          {scaledOutcomeText(outcome, tickSize)}
        </p>
      )}
    </>
  );
}
