import { describe, expect, it } from 'vitest';
import {
  channelNamePattern,
  eventChannels,
  eventContract,
  invokeChannels,
  invokeContract,
  isEventChannel,
  isInvokeChannel,
} from './contract.ts';

describe('IPC contract', () => {
  it('names every channel domain:verb', () => {
    for (const name of [...Object.keys(invokeContract), ...Object.keys(eventContract)]) {
      expect(name).toMatch(channelNamePattern);
    }
  });

  it('derives the allow-lists from the contract maps', () => {
    expect([...invokeChannels].sort()).toEqual(Object.keys(invokeContract).sort());
    expect([...eventChannels].sort()).toEqual(Object.keys(eventContract).sort());
  });

  it('accepts only listed channels', () => {
    expect(isInvokeChannel('app:get-info')).toBe(true);
    expect(isInvokeChannel('backend:status-changed')).toBe(false);
    expect(isInvokeChannel('app:get-info ')).toBe(false);
    expect(isInvokeChannel('__proto__')).toBe(false);
    expect(isInvokeChannel('constructor')).toBe(false);
    expect(isInvokeChannel(42)).toBe(false);
    expect(isEventChannel('backend:status-changed')).toBe(true);
    expect(isEventChannel('app:get-info')).toBe(false);
  });

  it('refuses an argument on channels that take none', () => {
    expect(invokeContract['app:get-info'].arg.safeParse(undefined).success).toBe(true);
    expect(invokeContract['app:get-info'].arg.safeParse({ a: 1 }).success).toBe(false);
  });
});
