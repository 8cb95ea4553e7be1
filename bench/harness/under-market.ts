/** 90 % of BTCUSDT's last price on the venue, in whole dollars: a LIMIT IOC buy there expires at once. */
export async function priceUnderMarket(venueUrl: string): Promise<string> {
  const ticker = (await (await fetch(`${venueUrl}/api/v3/ticker/price?symbol=BTCUSDT`)).json()) as {
    price: string;
  };
  const [units = '0'] = ticker.price.split('.');
  return `${(BigInt(units) * 9n) / 10n}.00`;
}
