import { describe, expect, it } from 'vitest';
import { V1Error } from './v1-error.ts';
import { WireDate } from './wire-values.ts';
import { decodeXml } from './xml-decode.ts';
import { encodeXml, singular } from './xml-encode.ts';

describe('encodeXml', () => {
  it('writes elements per field, nil for null, ISO dates and repeated items', () => {
    const xml = encodeXml(
      'list',
      [
        {
          id: 'a',
          note: null,
          start: new WireDate(Date.UTC(2024, 0, 1)),
          billable: true,
          duration: 60000,
          tags: ['x', 'y'],
        },
      ],
      'timeRecord',
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><list><timeRecord><id>a</id><note nil="true"/>' +
        '<start>2024-01-01T00:00:00.000Z</start><billable>true</billable><duration>60000</duration>' +
        '<tags><tag>x</tag><tag>y</tag></tags></timeRecord></list>',
    );
  });

  it('escapes markup, keeps carriage returns and replaces characters XML cannot hold', () => {
    expect(encodeXml('a', `<&>"'\r\n`)).toContain('<a>&lt;&amp;&gt;&quot;&apos;&#13;\n</a>');
    expect(encodeXml('a', 'x\u0001y\uFFFEz')).toContain('<a>x\uFFFDy\uFFFDz</a>');
  });

  it('puts keys that are data, not names, into an entry element', () => {
    expect(encodeXml('totals', { '*': 1, 'Acme & Co': 2, ok: 3 })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><totals><entry key="*">1</entry><entry key="Acme &amp; Co">2</entry><ok>3</ok></totals>',
    );
  });

  it('names array items by the singular of the array', () => {
    expect([
      singular('summaries'),
      singular('fields'),
      singular('accesses'),
      singular('objectTypes'),
    ]).toEqual(['summary', 'field', 'access', 'objectType']);
  });
});

describe('decodeXml', () => {
  it('reads the root element content back: text, nil, nested objects, repeated elements', () => {
    const record = {
      description: ` a & b <c> "q" 'a' \r\n 😀 `,
      note: null,
      empty: '',
      project: { id: 'p1' },
      tags: ['x', 'y'],
    };
    const decoded = decodeXml(encodeXml('timeRecord', record));
    expect(decoded).toEqual({ ...record, tags: { tag: ['x', 'y'] } });
  });

  it('refuses DOCTYPE (no entity expansion), malformed documents and several roots', () => {
    const refuse = (text: string): string => {
      try {
        decodeXml(text);
      } catch (e) {
        if (e instanceof V1Error) {
          expect(e.code).toBe('PE01-9004');
          return e.description;
        }
        throw e;
      }
      throw new Error('accepted');
    };
    expect(refuse('<!DOCTYPE a [<!ENTITY x "yy">]><a>&x;</a>')).toMatch(/DOCTYPE/);
    expect(refuse('<a><b></a>')).toMatch(/^XML body: /);
    expect(refuse('<a/><b/>')).toMatch(/^XML body: /);
    expect(refuse('')).toMatch(/^XML body: /);
    expect(refuse('<a>text<b/></a>')).toMatch(/mixes text and elements/);
    expect(refuse(`${'<a>'.repeat(40)}${'</a>'.repeat(40)}`)).toMatch(/nested deeper/);
  });

  it('refuses elements named like prototype keys as bad input, and pollutes nothing', () => {
    expect(() => decodeXml('<a><__proto__><polluted>yes</polluted></__proto__></a>')).toThrow(V1Error);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(() => decodeXml('<a><constructor>x</constructor></a>')).toThrow(V1Error);
    expect(decodeXml('<a><name>y</name></a>')).toEqual({ name: 'y' });
  });
});
