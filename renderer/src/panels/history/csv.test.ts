import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes fields with commas, quotes and line breaks, and keeps decimals exactly as given', () => {
    const rows = [
      { note: 'plain', amount: '0.10000000' },
      { note: 'a, b', amount: '123456789012345.12345678' },
      { note: 'say "hi"\nthere', amount: '-0.00000001' },
    ];
    expect(
      toCsv(
        [
          { header: 'note', value: (r: (typeof rows)[number]) => r.note },
          { header: 'amount', value: (r: (typeof rows)[number]) => r.amount },
        ],
        rows,
      ),
    ).toBe(
      'note,amount\r\nplain,0.10000000\r\n"a, b",123456789012345.12345678\r\n"say ""hi""\nthere",-0.00000001\r\n',
    );
  });

  it('writes null as an empty field', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(false)).toBe('false');
  });
});
