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
    const venueNow = async () =>
      ((await (await fetch(`${venueUrl}/api/v3/time`)).json()) as { serverTime: number }).serverTime;
    const before = await venueNow();
    const shown = await app.getByLabel('Server time').textContent();
    const after = await venueNow();
    const dayMs = 86_400_000;
    const [h, m, s] = shown!.split(':').map(Number) as [number, number, number];
    const shownMs = ((h * 60 + m) * 60 + s) * 1000;
    /** How far the shown time is past `t` (ms, negative when before it), across midnight. */
    const pastBy = (t: number) => ((((shownMs - (t % dayMs)) % dayMs) + dayMs * 1.5) % dayMs) - dayMs / 2;
    // The clock's estimate is off by at most half the round trip it was measured with.
    const estimateError = Number((await app.getByLabel('Round trip').textContent())!.replace(' ms', '')) / 2;
    // Whole seconds of the venue's clock, ticking once a second: behind the venue by at most a second
    // and a late tick when read, and never ahead of it beyond the estimate's error. The bracket is the
    // venue's time just before and just after the read, however long a busy machine takes over it.
    expect(pastBy(before - 1_000 - 1_000 - estimateError)).toBeGreaterThanOrEqual(0);
    expect(pastBy(after + estimateError + 50)).toBeLessThanOrEqual(0);
  });
});
