import { csvField, csvRow } from './events-csv';

describe('events CSV', () => {
  it('quotes fields with commas, quotes or line breaks and doubles their quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvRow(['Peñacastillo', '{"a":1}', null])).toBe('Peñacastillo,"{""a"":1}",\r\n');
  });
});
