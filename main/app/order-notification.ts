import { orderNoticeTitles, type OrderNotice } from '@shared/ipc/orders';

/** What the OS notification for an order notice says: the kind as its title, main's sentence as its body. */
export const orderNotificationOf = (notice: Pick<OrderNotice, 'kind' | 'message'>) => ({
  title: `${orderNoticeTitles[notice.kind]} · Tape Terminal`,
  body: notice.message,
});
