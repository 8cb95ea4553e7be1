import type { OrderNotice, OrderNoticeKind } from '../../shared/ipc/orders';

const titles: Record<OrderNoticeKind, string> = {
  filled: 'Order filled',
  'partially-filled': 'Order partially filled',
  canceled: 'Order cancelled',
  expired: 'Order expired',
  rejected: 'Order rejected',
  reconciled: 'Order known again',
};

/** What the OS notification for an order notice says: the kind as its title, main's sentence as its body. */
export const orderNotificationOf = (notice: OrderNotice) => ({
  title: `${titles[notice.kind]} · Tape Terminal`,
  body: notice.message,
});
