import { describe, expect, it } from 'vitest';
import {
  ConnectionUrlError,
  isLoopbackHostname,
  serverProfile,
  serverSettings,
  thisComputerProfile,
  validateServiceUrl,
} from './connection-profile.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { english, renderMessage } from '../../../src-shared/i18n/translator.ts';

describe('validateServiceUrl', () => {
  it.each([
    ['https://stint.example.com', 'https://stint.example.com'],
    ['https://stint.example.com/', 'https://stint.example.com'],
    ['  https://stint.example.com/base//  ', 'https://stint.example.com/base'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://127.1.2.3:8787/', 'http://127.1.2.3:8787'],
    ['http://localhost:8787', 'http://localhost:8787'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
  ])('accepts %j', (raw, normalized) => {
    expect(validateServiceUrl(raw)).toBe(normalized);
  });

  it.each([
    ['http://stint.example.com', /https/],
    ['http://192.168.1.10:8787', /https/],
    ['http://127.0.0.1.evil.example', /https/],
    ['ftp://stint.example.com', /https/],
    ['javascript:alert(1)', /https/],
    ['stint.example.com', /not a web address/],
    ['', /not a web address/],
    ['https://user:pw@stint.example.com', /user name or password/],
    ['https://stint.example.com/?a=1', /"\?" or "#"/],
    ['https://stint.example.com/#x', /"\?" or "#"/],
  ])('refuses %j with a sentence', (raw, message) => {
    expect(() => validateServiceUrl(raw)).toThrow(ConnectionUrlError);
    expect(() => validateServiceUrl(raw)).toThrow(message);
  });

  it('says which address is wrong in the language shown', () => {
    const error = (() => {
      try {
        serverSettings({ serviceUrl: 'https://stint.example.com', v1PublicUrl: 'ftp://v1.example.com' });
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConnectionUrlError);
    const sentence = (error as ConnectionUrlError).sentence;
    expect(renderMessage(english.t, sentence)).toBe('The v1 address must start with https://.');
    expect(renderMessage(mainTranslator('de'), sentence)).toBe('Die v1-Adresse muss mit https:// beginnen.');
  });

  it('recognizes loopback host names only', () => {
    expect(isLoopbackHostname('127.0.0.1')).toBe(true);
    expect(isLoopbackHostname('127.255.255.255')).toBe(true);
    expect(isLoopbackHostname('127.0.0.256')).toBe(false);
    expect(isLoopbackHostname('128.0.0.1')).toBe(false);
    expect(isLoopbackHostname('localhost.example')).toBe(false);
  });
});

describe('server profiles', () => {
  it('derives every address from the service address', () => {
    const settings = serverSettings({ serviceUrl: 'https://stint.example.com/' });
    expect(settings).toEqual({
      serviceUrl: 'https://stint.example.com',
      graphUrl: 'https://stint.example.com',
      authUrl: 'https://stint.example.com/auth',
      clientId: 'stint-desktop',
      provider: 'authkit',
      v1PublicUrl: 'https://stint.example.com',
      v1ApplicationKey: 'stint-desktop',
    });
    const profile = serverProfile(settings);
    expect(profile.id).toBe('server:https://stint.example.com');
    expect(profile.label).toBe('stint.example.com');
  });

  it('validates each address given separately', () => {
    expect(() =>
      serverSettings({ serviceUrl: 'https://stint.example.com', authUrl: 'http://auth.example.com' }),
    ).toThrow(/The sign-in address must use https/);
    const custom = serverSettings({
      serviceUrl: 'https://stint.example.com',
      authUrl: 'https://auth.example.com/',
      clientId: ' client_1 ',
      v1ApplicationKey: '',
    });
    expect(custom.authUrl).toBe('https://auth.example.com');
    expect(custom.clientId).toBe('client_1');
    expect(custom.v1ApplicationKey).toBe('stint-desktop');
  });

  it('keeps two installations and the demo apart on this computer', () => {
    expect(thisComputerProfile('a', 'http://127.0.0.1:1', false).id).toBe('this-computer:a');
    expect(thisComputerProfile('a', 'http://127.0.0.1:1', true).id).toBe('this-computer:a:demo');
    expect(thisComputerProfile('a', 'http://127.0.0.1:1', false).authUrl).toBe('http://127.0.0.1:1/auth');
  });
});
