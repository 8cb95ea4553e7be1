/** Settings › Confirmations with orders and lists sent at once; Cancel all still asks, as by default. */
export const unconfirmedOrders = { order: false, oco: false, oto: false, otoco: false, cancelAll: true };
