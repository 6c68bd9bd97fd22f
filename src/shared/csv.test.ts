import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csv', () => {
  it('quotes what RFC 4180 says must be quoted, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(20)).toBe('20');
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1 604')).toBe("'+1 604");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    // Numbers are numbers, whatever their sign.
    expect(csvCell(-5)).toBe('-5');
  });
});
