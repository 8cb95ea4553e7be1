import { formatPrice } from '../../renderer/src/ui/format-decimal';

/** A BTCUSDT-style price as the panes show it: at the tick, grouped the way the headless browser's en-US locale groups. */
export const shownPrice = (price: string, tickSize = '0.01') =>
  formatPrice(price, tickSize, { group: ',', decimal: '.' });
