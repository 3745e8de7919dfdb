import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and exact amounts as they are', () => {
    expect(csvCell('Logo design')).toBe('Logo design');
    expect(csvCell('0.000000001')).toBe('0.000000001');
    expect(csvCell('1234567.123456')).toBe('1234567.123456');
  });

  it('writes null as an empty cell', () => {
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line ends, doubling inner quotes (RFC 4180)', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses whatever a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1+cmd')).toBe("'+1+cmd");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tindented')).toBe("'\tindented");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('keeps a negative plain number numeric: it cannot run and still adds up', () => {
    expect(csvCell('-1.5')).toBe('-1.5');
    expect(csvCell('-3')).toBe('-3');
    // Not a plain number: defused.
    expect(csvCell('-1.5e3')).toBe("'-1.5e3");
    expect(csvCell('-')).toBe("'-");
  });
});

describe('toCsv', () => {
  it('writes a byte-order mark, the header and each row, every line ended by CRLF', () => {
    expect(
      toCsv({
        header: ['Date', 'Item', 'Amount (USDC)'],
        rows: [
          ['2026-11-26', 'Logo, two drafts', '10.000001'],
          ['2026-11-25', null, '0.5'],
        ],
      }),
    ).toBe('\uFEFFDate,Item,Amount (USDC)\r\n2026-11-26,"Logo, two drafts",10.000001\r\n2026-11-25,,0.5\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv({ header: ['Date'], rows: [] })).toBe('\uFEFFDate\r\n');
  });
});

it('names a file by what it holds and the UTC day', () => {
  expect(csvFileName('swaps', new Date('2026-11-26T23:30:00Z'))).toBe('swaps-2026-11-26.csv');
});
