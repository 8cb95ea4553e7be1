import type { Page } from '@playwright/test';

/** The venue URL the connection panel shows: the journeys read the venue's own state from there. */
export async function shownVenueUrl(app: Page): Promise<string> {
  const venue = app
    .getByRole('region', { name: 'Venue connection' })
    .locator('dt', { hasText: /^Venue$/ })
    .locator('xpath=following-sibling::dd[1]');
  const url = (await venue.textContent({ timeout: 10_000 }))?.trim() ?? '';
  if (!/^https?:\/\//.test(url)) throw new Error(`The connection panel shows no venue URL: "${url}"`);
  return url;
}

/** GET a public venue endpoint and parse its JSON, failing on anything but 200. */
export async function venueGet<T>(venueUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, venueUrl));
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
