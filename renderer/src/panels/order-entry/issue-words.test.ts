import { describe, expect, it } from 'vitest';
import { newOrderArgs } from '@shared/ipc/order-args';
import { issueInWords } from './issue-words';

const firstIssue = (args: Record<string, unknown>) => {
  const parsed = newOrderArgs.safeParse({ symbol: 'BTCUSDT', side: 'BUY', ...args });
  return parsed.success ? undefined : parsed.error.issues[0];
};

describe('a contract refusal in the forms’ words', () => {
  it('asks for a missing field by the form’s name for it, the API’s name after', () => {
    expect(issueInWords(firstIssue({ type: 'LIMIT', timeInForce: 'GTC', quantity: '1' }))).toBe(
      'Enter a price.',
    );
    expect(
      issueInWords(firstIssue({ type: 'STOP_LOSS_LIMIT', timeInForce: 'GTC', quantity: '1', price: '1' })),
    ).toBe('Enter a trigger price, a trailing delta or both (stopPrice, trailingDelta).');
  });

  it('keeps the schema’s own words for a value it refuses, after the field’s name', () => {
    expect(
      issueInWords(
        firstIssue({ type: 'LIMIT', timeInForce: 'GTC', quantity: '1', price: '1', icebergQty: '0' }),
      ),
    ).toBe('Iceberg quantity (icebergQty): must be greater than zero.');
  });
});
