import { describe, expect, it } from 'vitest';
import { tokenRequestFields, tokenRequestFormat } from './token-request-body.ts';

describe('tokenRequestFormat', () => {
  it('reads JSON and form encoding in UTF-8, nothing else', () => {
    expect(tokenRequestFormat('application/json')).toBe('json');
    expect(tokenRequestFormat('application/json; charset=UTF-8')).toBe('json');
    expect(tokenRequestFormat('application/x-www-form-urlencoded')).toBe('form');
    expect(tokenRequestFormat('Application/X-WWW-Form-Urlencoded; charset=utf-8')).toBe('form');
    expect(tokenRequestFormat('application/x-www-form-urlencoded; charset=iso-8859-1')).toBeNull();
    expect(tokenRequestFormat('text/plain')).toBeNull();
    expect(tokenRequestFormat('multipart/form-data; boundary=x')).toBeNull();
    expect(tokenRequestFormat(undefined)).toBeNull();
  });
});

describe('tokenRequestFields', () => {
  it('decodes a form into the same fields a JSON body gives', () => {
    const form = tokenRequestFields(
      'form',
      'grant_type=refresh_token&client_id=stint-desktop&refresh_token=a%2Bb',
    );
    const json = tokenRequestFields(
      'json',
      '{"grant_type":"refresh_token","client_id":"stint-desktop","refresh_token":"a+b"}',
    );
    expect(form).toEqual(json);
  });

  it('refuses a form field sent twice, naming it', () => {
    expect(tokenRequestFields('form', 'code=a&client_id=x&code=b')).toEqual({
      ok: false,
      description: 'code must be sent once.',
    });
  });

  it('leaves out empty form values, as if they were not sent', () => {
    const fields = tokenRequestFields('form', 'grant_type=refresh_token&organization_id=');
    expect(fields.ok && Object.keys(fields.fields)).toEqual(['grant_type']);
  });

  it('keeps prototype names as plain fields', () => {
    const fields = tokenRequestFields('form', '__proto__=x&constructor=y');
    expect(fields.ok && fields.fields['__proto__']).toBe('x');
    expect(fields.ok && fields.fields['constructor']).toBe('y');
  });

  it('refuses JSON that is not an object', () => {
    expect(tokenRequestFields('json', '[]').ok).toBe(false);
    expect(tokenRequestFields('json', '{').ok).toBe(false);
  });
});
