import { expect, test } from '../support/app';

test.describe('first start on the embedded paper venue', () => {
  test('shows the venue connected, with its ticking server time and the measured clock offset', async ({
    app,
  }) => {
    await expect(app.getByRole('status', { name: 'Connection state' })).toHaveText('connected');
    const serverTime = app.getByLabel('Server time');
    await expect(serverTime).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await expect(app.getByLabel('Clock offset', { exact: true })).toHaveText(/^([+−]\d+|0) ms$/);
    await expect(app.getByLabel('Round trip')).toHaveText(/^\d+ ms$/);
    const statusBar = app.getByRole('contentinfo', { name: 'Status bar' });
    await expect(statusBar.getByLabel('Venue REST status')).toHaveText('REST live');
    await expect(statusBar.getByLabel('Latency')).toHaveText(/^\d+ ms$/);
    await expect(statusBar).toContainText('Paper · Paper');
    const first = await serverTime.textContent();
    await expect(serverTime).not.toHaveText(first!);
  });

  test("shows the venue's own clock", async ({ app }) => {
    const venueUrl = await app.getByLabel('Venue address').textContent();
    expect(venueUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await app.getByRole('button', { name: 'Measure again' }).click();
    await expect(app.getByRole('status', { name: 'Connection state' })).toHaveText('connected');
    const [shown, venue] = await Promise.all([
      app.getByLabel('Server time').textContent(),
      fetch(`${venueUrl}/api/v3/time`).then((r) => r.json() as Promise<{ serverTime: number }>),
    ]);
    const venueClock = new Date(venue.serverTime).toISOString().slice(11, 23);
    const toMs = (hms: string) => {
      const [h, m, s] = hms.split(':').map(Number) as [number, number, number];
      return ((h * 60 + m) * 60 + s) * 1000;
    };
    const drift = Math.abs(toMs(shown!) - toMs(venueClock));
    expect(Math.min(drift, 86_400_000 - drift)).toBeLessThan(2_000);
  });
});
