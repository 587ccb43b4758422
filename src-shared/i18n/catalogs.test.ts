import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog.ts';
import { de } from './messages-de.ts';
import { en } from './messages-en.ts';

/** Each ICU argument of a message with its kind: `name:argument`, `count:plural`… */
function parametersOf(text: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(`${element.value}:${TYPE[element.type]}`);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(text));
  return [...found].sort();
}

const others: Record<string, Catalog> = { de };

describe('message catalogs', () => {
  for (const [locale, catalog] of Object.entries(others)) {
    it(`${locale} has exactly the ids English has`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${locale} uses the same ICU parameters as English in every message`, () => {
      const differing = Object.keys(en).filter((id) => {
        const key = id as keyof typeof en;
        return parametersOf(catalog[key]).join() !== parametersOf(en[key]).join();
      });
      expect(differing).toEqual([]);
    });
  }

  it('every message is valid ICU', () => {
    for (const text of [...Object.values(en), ...Object.values(de)]) expect(() => parse(text)).not.toThrow();
  });

  it('finds a parameter a translation dropped (the check itself works)', () => {
    expect(parametersOf('Hallo')).not.toEqual(parametersOf('Hello {name}'));
    expect(parametersOf('{n, plural, one {# x} other {# y}}')).toEqual(['n:plural']);
  });
});
