import { describe, expect, it } from 'vitest';
import type { EngineCommand } from './commands';
import type { Engine } from './engine';
import { EngineError } from './errors';
import { randomSession } from './random-session';
import { restoreSnapshot, takeSnapshot } from './snapshot';
import { btcusdt, ethbtc, testVenue } from './testkit';

/** Runs a command and describes its outcome as JSON, errors included. */
function outcome(engine: Engine, command: EngineCommand): string {
  try {
    return JSON.stringify(engine.execute(command));
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return JSON.stringify({ code: error.code, msg: error.message });
  }
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
      const commands: EngineCommand[] = [];
      const outcomes: string[] = [];
      const execute = v.engine.execute.bind(v.engine) as (command: EngineCommand) => unknown;
      v.engine.execute = ((command: EngineCommand) => {
        commands.push(command);
        try {
          const result = execute(command);
          outcomes.push(JSON.stringify(result));
          return result;
        } catch (error) {
          if (!(error instanceof EngineError)) throw error;
          outcomes.push(JSON.stringify({ code: error.code, msg: error.message }));
          throw error;
        }
      }) as Engine['execute'];
      for (let i = 0; i < 300; i += 1) session.step();

      expect(commands.length).toBeGreaterThan(200);
      expect(commands.map((command) => outcome(restored, command))).toEqual(outcomes);
      expect(takeSnapshot(restored)).toEqual(takeSnapshot(v.engine));
    });
  }
});
