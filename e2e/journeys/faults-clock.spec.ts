import { expect, test } from '../support/faults';

/** "+1234 ms" / "−56 ms" / "0 ms" as shown in the status bar and the connection panel. */
const offsetOf = (text: string | null): number => {
  const match = /([+−]?)(\d+) ms/.exec(text ?? '');
  if (!match) throw new Error(`No clock offset in "${text}"`);
  return (match[1] === '−' ? -1 : 1) * Number(match[2]);
};

test.describe('faults: clock skew', () => {
  test('a venue clock 5 s ahead shows as an offset that moved by the skew', async ({ app, venue }) => {
    const panelOffset = app.getByLabel('Clock offset', { exact: true });
    const statusOffset = app
      .getByRole('contentinfo', { name: 'Status bar' })
      .getByLabel('Clock offset to venue');
    await expect(panelOffset).toHaveText(/^([+−]\d+|0) ms$/);
    const before = offsetOf(await panelOffset.textContent());

    expect((await venue.setFaults({ clockSkewMs: 5_000 })).clockSkewMs).toBe(5_000);
    await app.getByRole('button', { name: 'Measure again' }).click();
    await expect.poll(async () => offsetOf(await panelOffset.textContent()) - before).toBeGreaterThan(4_500);
    expect(offsetOf(await panelOffset.textContent()) - before).toBeLessThan(5_500);
    // main re-measures on its own too (every 2 s here) and the status bar shows the same clock.
    await expect.poll(async () => offsetOf(await statusOffset.textContent()) - before).toBeGreaterThan(4_500);

    await venue.setFaults({ clockSkewMs: -3_000 });
    await expect.poll(async () => offsetOf(await statusOffset.textContent()) - before).toBeLessThan(-2_500);
    expect(offsetOf(await statusOffset.textContent()) - before).toBeGreaterThan(-3_500);
  });
});
