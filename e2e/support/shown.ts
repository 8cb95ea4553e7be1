import { formatPrice, formatQuantity } from '@shared/decimal/format';

/** A BTCUSDT-style price as the panes show it: at the tick, grouped the way the headless browser's en-US locale groups. */
export const shownPrice = (price: string, tickSize = '0.01') =>
  formatPrice(price, tickSize, { group: ',', decimal: '.' });

/** A BTCUSDT-style size as the panes and notices show it: at the step (the paper venue's 0.00001). */
export const shownQuantity = (quantity: string, stepSize = '0.00001') =>
  formatQuantity(quantity, stepSize, { group: ',', decimal: '.' });

/** A figure as a pane shows it ("−1,234.50"), as the venue writes it ("-1234.50"). */
export const plainNumber = (shown: string) => shown.replace(/,/g, '').replace('−', '-');

/** A price as a pane shows it ("64,992.20"), as the venue writes it ("64992.20"). */
export const plainPrice = plainNumber;

/** A name that begins with `text`, as written: for a line or mark whose name may go on ("…, out of view"). */
export const namedFrom = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
