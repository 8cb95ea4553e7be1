import { describe, expect, it } from 'vitest';
import type { EngineCommand } from './commands';
import type { Engine } from './engine';
import { outcomeOf, recordCommands, type Outcome } from './command-recorder';
import { randomSession } from './random-session';
import { restoreSnapshot, takeCompactSnapshot, takeSnapshot } from './snapshot';
import { btcusdt, ethbtc, testVenue } from './testkit';

/** An outcome as JSON, refusals included. */
const described = (o: Outcome) =>
  JSON.stringify('result' in o ? o.result : { code: o.refusal.code, msg: o.refusal.message });
const outcome = (engine: Engine, command: EngineCommand) => outcomeOf(engine, command, described);

/** A compact snapshot as one comparable value: its JSON (client ids in any order) and its columns' bytes. */
function compactState(engine: Engine) {
  const { engine: state, columns } = takeCompactSnapshot(engine);
  const json = JSON.parse(JSON.stringify(state)) as typeof state;
  for (const symbol of Object.values(json.symbols))
    symbol.clientIds.sort(([a, x], [b, y]) => a.localeCompare(b) || x - y);
  return { state: json, bytes: Buffer.concat(columns).toString('base64') };
}

describe('engine snapshots', () => {
  for (const seed of [7, 8]) {
    it(`a restored engine behaves exactly like the original (seed ${seed})`, () => {
      const v = testVenue({ commission: '0.001' });
      const session = randomSession(v, seed);
      for (let i = 0; i < 300; i += 1) session.step();

      const saved = JSON.parse(JSON.stringify(takeSnapshot(v.engine))) as ReturnType<typeof takeSnapshot>;
      const restored = restoreSnapshot([btcusdt, ethbtc], saved);
      expect(takeSnapshot(restored)).toEqual(saved);

      // Record what the original does next, then send the same commands to the restored engine.
      const { commands, outcomes } = recordCommands(v.engine, described);
      for (let i = 0; i < 300; i += 1) session.step();

      expect(commands.length).toBeGreaterThan(200);
      expect(commands.map((command) => outcome(restored, command))).toEqual(outcomes);
      expect(takeSnapshot(restored)).toEqual(takeSnapshot(v.engine));
    });
  }

  it('a compact snapshot (trade columns as bytes) restores the same engine, which goes on alike', () => {
    // Alice and bob pay no fee and nobody reads their history (as the simulated market's accounts).
    // Every trade is kept narrow but those of an order list, which are kept whole.
    const free = { historyFreeAccounts: ['alice', 'bob'] };
    const v = testVenue({ commission: '0' }, free);
    const session = randomSession(v, 9);
    for (let i = 0; i < 600; i += 1) session.step();

    const compact = takeCompactSnapshot(v.engine);
    const tape = compact.engine.symbols.BTCUSDT?.tape;
    // Both kinds are in it: trades kept narrow and trades kept whole.
    expect(tape?.whole.length).toBeGreaterThan(10);
    expect(tape?.count).toBeGreaterThan((tape?.whole.length ?? 0) + 10);
    const engine = JSON.parse(JSON.stringify(compact.engine)) as typeof compact.engine;
    const columns = compact.columns.map((column) => new Uint8Array(column));
    const restored = restoreSnapshot([btcusdt, ethbtc], engine, free, columns);
    // The same state, but for alice's and bob's ended orders, which the snapshot forgets.
    expect(compactState(restored)).toEqual(compactState(v.engine));
    expect(takeSnapshot(restored).symbols.BTCUSDT?.orders.length).toBeLessThan(
      takeSnapshot(v.engine).symbols.BTCUSDT?.orders.length ?? 0,
    );
    expect(() => restoreSnapshot([btcusdt, ethbtc], engine, free)).toThrow(/columns/);

    const { commands, outcomes } = recordCommands(v.engine, described);
    for (let i = 0; i < 300; i += 1) session.step();
    expect(commands.map((command) => outcome(restored, command))).toEqual(outcomes);
    expect(compactState(restored)).toEqual(compactState(v.engine));
  });
});
