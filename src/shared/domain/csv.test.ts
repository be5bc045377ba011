import { describe, expect, it } from 'vitest';
import { centsToDecimal, csvText, toCsv } from './csv.js';

describe('csv', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvText('plain')).toBe('plain');
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-2')).toBe("'-2");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tx')).toBe("'\tx");
  });

  it('writes money with two decimals, never prefixed', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(12_345)).toBe('123.45');
    expect(centsToDecimal(-250)).toBe('-2.50');
    expect(toCsv(['a', 'b'], [['x', { cents: -250 }]])).toBe('a,b\r\nx,-2.50\r\n');
  });

  it('ends every record with CRLF', () => {
    expect(toCsv(['date', 'gross'], [['2026-11-20', { cents: 8_500 }]])).toBe('date,gross\r\n2026-11-20,85.00\r\n');
  });
});
