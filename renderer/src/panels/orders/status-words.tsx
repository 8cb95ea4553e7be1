import type { OrderStatus } from '@shared/api/spot/enums';

/** The venue's order statuses in a trader's words, as the Binance app and the notices put them. */
const statusWords: Record<OrderStatus, string> = {
  NEW: 'Open',
  PENDING_NEW: 'Pending',
  PARTIALLY_FILLED: 'Partly filled',
  FILLED: 'Filled',
  CANCELED: 'Cancelled',
  PENDING_CANCEL: 'Cancelling',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
  EXPIRED_IN_MATCH: 'Expired in match',
};

/** A status in a trader's words; a status the terminal does not know, as the venue names it. */
export const statusWord = (status: string): string => statusWords[status as OrderStatus] ?? status;

/** "Open NEW": the trader's word, then the venue's name as secondary text (hidden from screen readers). */
export function StatusWords({ status }: { status: string }) {
  const word = statusWord(status);
  return (
    <>
      {word}
      {word !== status && (
        <span className="api-name" aria-hidden="true">
          {' '}
          {status}
        </span>
      )}
    </>
  );
}
