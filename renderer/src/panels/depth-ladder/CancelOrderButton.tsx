/** The × beside one of the trader's orders on the ladder: cancels it. */
export function CancelOrderButton({
  orderId,
  onCancel,
}: {
  readonly orderId: string;
  readonly onCancel: (orderId: string) => void;
}) {
  return (
    <button
      type="button"
      className="cancel-order"
      aria-label={`Cancel order ${orderId}`}
      onClick={() => onCancel(orderId)}
    >
      ×
    </button>
  );
}
