import type { OrderListView } from '@shared/ipc/orders';
import { spotTypeWord, statusWord } from '@shared/ipc/order-words';

/** "pending (PENDING_NEW)": a leg's status in a word, the venue's name after it. */
const legStatus = (status: string) => {
  const word = statusWord(status);
  return word === status ? word : `${word.toLowerCase()} (${status})`;
};

/** What the venue answered to a placed order list: its status and each leg's. */
export function ListResult({ title, result }: { readonly title: string; readonly result: OrderListView }) {
  return (
    <p role="status" aria-label="Order list result">
      {title} {result.listClientOrderId}: {result.listOrderStatus},{' '}
      {result.orders.map((o) => `${spotTypeWord(o.type).toLowerCase()} ${legStatus(o.status)}`).join(', ')}.
    </p>
  );
}
