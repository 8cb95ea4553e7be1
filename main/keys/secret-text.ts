const inspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const REDACTED = '[secret]';

/**
 * A secret held in memory. The value sits in a private field, so JSON.stringify, structured clone
 * (Electron IPC), console.log and string interpolation all see `[secret]`; only `reveal()` returns it.
 */
export class SecretText {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The secret itself, for the in-process code that signs or stores it; pass the result nowhere else. */
  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return REDACTED;
  }

  toString(): string {
    return REDACTED;
  }

  [inspectSymbol](): string {
    return `SecretText(${REDACTED})`;
  }
}
