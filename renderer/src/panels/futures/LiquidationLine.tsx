/** The form's liquidation estimate in words (see `liquidationWords`), or nothing without one. */
export function LiquidationLine({ text }: { readonly text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="order-cost" role="status" aria-label="Liquidation estimate">
      {text}
    </p>
  );
}
