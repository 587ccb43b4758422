import { describe, expect, it } from 'vitest';
import { bodyFormat, checkCallback, chooseFormat, resolveMethod } from './negotiate.ts';
import { V1Error } from './v1-error.ts';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof V1Error) return `${e.status} ${e.code}`;
    throw e;
  }
  return 'ok';
}

describe('chooseFormat', () => {
  const choose = (format: string | null, accept?: string, suffix: 'json' | 'xml' | null = null): string =>
    chooseFormat({ format, accept, suffix });

  it('lets format win, then the path suffix, then Accept; JSON by default', () => {
    expect(choose('xml', 'application/json')).toBe('xml');
    expect(choose('JSON', 'application/xml')).toBe('json');
    expect(choose(null, 'application/json', 'xml')).toBe('xml');
    expect(choose(null)).toBe('json');
    expect(choose(null, '')).toBe('json');
    expect(choose(null, '*/*')).toBe('json');
    expect(choose(null, 'application/xml')).toBe('xml');
    expect(choose(null, 'text/xml')).toBe('xml');
    expect(choose(null, 'application/xml;q=0.9, application/json;q=0.5')).toBe('xml');
    expect(choose(null, 'application/json;q=0.2, */*;q=0.5')).toBe('xml');
    expect(choose(null, 'text/html, application/xhtml+xml, application/xml;q=0.9, */*;q=0.8')).toBe('xml');
    expect(choose(null, 'text/javascript')).toBe('json');
  });

  it('answers 406 PE01-9005 when nothing acceptable is offered', () => {
    expect(code(() => choose('csv'))).toBe('406 PE01-9005');
    expect(code(() => choose(null, 'text/html'))).toBe('406 PE01-9005');
    expect(code(() => choose(null, 'application/json;q=0, application/xml;q=0'))).toBe('406 PE01-9005');
    expect(code(() => choose(null, 'image/*'))).toBe('406 PE01-9005');
  });
});

describe('bodyFormat', () => {
  it('reads JSON and XML bodies in UTF-8 only', () => {
    expect(bodyFormat(undefined)).toBe('json');
    expect(bodyFormat('application/json; charset=UTF-8')).toBe('json');
    expect(bodyFormat('application/xml')).toBe('xml');
    expect(bodyFormat('text/xml; charset="utf-8"')).toBe('xml');
    expect(code(() => bodyFormat('text/plain'))).toBe('406 PE01-9005');
    expect(code(() => bodyFormat('application/json; charset=latin1'))).toBe('406 PE01-9005');
  });
});

describe('checkCallback', () => {
  it('allows dotted identifiers for JSON only', () => {
    expect(checkCallback('jQuery123_cb', 'json')).toBe('jQuery123_cb');
    expect(checkCallback('ns.app.$done', 'json')).toBe('ns.app.$done');
    expect(checkCallback(null, 'xml')).toBeNull();
    for (const bad of ['alert(1)', 'a;b', '1abc', 'a..b', '', 'x'.repeat(129), 'a b', '<script>']) {
      expect(
        code(() => checkCallback(bad, 'json')),
        bad,
      ).toBe('400 PE01-1105');
    }
    expect(code(() => checkCallback('cb', 'xml'))).toBe('400 PE01-1105');
  });
});

describe('resolveMethod', () => {
  it('lets GET and POST carry PUT or DELETE in `method` or the override header', () => {
    expect(resolveMethod('POST', 'PUT', undefined)).toBe('PUT');
    expect(resolveMethod('GET', 'delete', undefined)).toBe('DELETE');
    expect(resolveMethod('POST', null, 'DELETE')).toBe('DELETE');
    expect(resolveMethod('PUT', 'DELETE', undefined)).toBe('PUT');
    expect(resolveMethod('DELETE', null, undefined)).toBe('DELETE');
    expect(code(() => resolveMethod('POST', 'PATCH', undefined))).toBe('400 PE01-1105');
    expect(code(() => resolveMethod('PATCH', null, undefined))).toBe('400 PE01-9004');
  });
});
