import { describe, expect, it } from 'vitest';
import { Engine } from './engine';
import type { EngineCommand } from './commands';
import { outcomeOf, recordCommands, type Outcome } from './command-recorder';
import type { EngineEvent } from './events';
import { randomSession } from './random-session';
import { takeSnapshot } from './snapshot';
import { btcusdt, ethbtc, testVenue } from './testkit';

const json = (value: unknown) => JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${v}n` : v));

const described = (o: Outcome) => ('result' in o ? json(o.result) : `${o.refusal.code} ${o.refusal.message}`);
const outcome = (engine: Engine, command: EngineCommand) => outcomeOf(engine, command, described);

/** Runs a random session on a listened-to engine, recording every command and its outcome. */
function recordSession(seed: number, steps: number) {
  const v = testVenue({ commission: '0.001' });
  // The accounts testVenue opened, as it opened them (1 ms apart from its clock's start).
  const commands: EngineCommand[] = ['alice', 'bob', 'carol'].map((accountId, i) => ({
    kind: 'openAccount',
    at: 1_700_000_000_001 + i,
    account: {
      accountId,
      balances: { USDT: '1000000', BTC: '100', ETH: '1000' },
      commission: { maker: '0.001', taker: '0.001' },
    },
  }));
  const openings = commands.length;
  const { outcomes } = recordCommands(v.engine, described, commands);
  const session = randomSession(v, seed);
  for (let i = 0; i < steps; i += 1) session.step();
  return { v, commands, outcomes, openings };
}

describe('an engine nobody listens to', () => {
  it('gives the same results and state as one with a listener', () => {
    for (const seed of [3, 17]) {
      const { v, commands, outcomes, openings } = recordSession(seed, 600);
      const quiet = new Engine([btcusdt, ethbtc]);
      const replayed = commands.map((command) => outcome(quiet, command));
      expect(replayed.slice(openings)).toEqual(outcomes);
      expect(json(takeSnapshot(quiet))).toBe(json(takeSnapshot(v.engine)));
    }
  });

  it('reports exactly the levels a command changed to a listener that joins later', () => {
    const { commands } = recordSession(5, 300);
    const late = new Engine([btcusdt, ethbtc]);
    const always = new Engine([btcusdt, ethbtc]);
    const alwaysEvents: EngineEvent[] = [];
    always.subscribe((event) => alwaysEvents.push(event));
    const half = commands.length >> 1;
    for (const command of commands.slice(0, half)) outcome(late, command);
    for (const command of commands.slice(0, half)) outcome(always, command);
    const lateEvents: EngineEvent[] = [];
    late.subscribe((event) => lateEvents.push(event));
    const before = alwaysEvents.length;
    for (const command of commands.slice(half)) {
      outcome(late, command);
      outcome(always, command);
    }
    const strip = (events: EngineEvent[]) => events.map(({ seq: _seq, ...rest }) => rest);
    const types = new Set(lateEvents.map((event) => event.type));
    expect(types.has('depth') && types.has('accountPosition')).toBe(true);
    expect(json(strip(lateEvents))).toBe(json(strip(alwaysEvents.slice(before))));
  });
});
