import { expect, test } from '../support/app';

test('a page without the per-launch token gets no access to the terminal', async ({ app }, testInfo) => {
  test.skip(testInfo.project.name === 'electron', 'The token guards only the development host.');
  const origin = new URL(app.url()).origin;
  const stranger = await app.context().browser()!.newPage();
  await stranger.goto(`${origin}/`);
  await expect(stranger.getByRole('alert')).toHaveText(/no link to the terminal/);
  const refused = await stranger.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const ws = new WebSocket(url);
        ws.onopen = () => resolve(false);
        ws.onerror = () => resolve(true);
      }),
    `${origin.replace('http', 'ws')}/bridge?token=guess`,
  );
  expect(refused).toBe(true);
});
