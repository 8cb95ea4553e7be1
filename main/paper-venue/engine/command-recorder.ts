import type { EngineCommand } from './commands';
import type { Engine } from './engine';
import { EngineError } from './errors';

/** What a command came to: its result, or the engine's refusal. */
export type Outcome = { readonly result: unknown } | { readonly refusal: EngineError };

/** Runs a command and describes its outcome; an error other than a refusal is thrown. */
export function outcomeOf(engine: Engine, command: EngineCommand, describe: (outcome: Outcome) => string) {
  try {
    return describe({ result: engine.execute(command) });
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return describe({ refusal: error });
  }
}

/**
 * Makes `engine` record every command it executes from now on (appended to `commands`) and each
 * outcome as `describe` puts it; a refusal is still thrown to the caller.
 */
export function recordCommands(
  engine: Engine,
  describe: (outcome: Outcome) => string,
  commands: EngineCommand[] = [],
) {
  const outcomes: string[] = [];
  const execute = engine.execute.bind(engine) as (command: EngineCommand) => unknown;
  engine.execute = ((command: EngineCommand) => {
    commands.push(command);
    try {
      const result = execute(command);
      outcomes.push(describe({ result }));
      return result;
    } catch (error) {
      if (error instanceof EngineError) outcomes.push(describe({ refusal: error }));
      throw error;
    }
  }) as Engine['execute'];
  return { commands, outcomes };
}
