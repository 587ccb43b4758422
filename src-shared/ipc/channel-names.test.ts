import { describe, expect, it } from 'vitest';
import {
  eventChannelNames,
  invokeChannelNames,
  isEventChannelName,
  isInvokeChannelName,
} from './channel-names.ts';
import { eventContract, invokeContract } from './contract.ts';

describe('channel names', () => {
  it('lists exactly the channels of the contract, each once', () => {
    expect([...invokeChannelNames].sort()).toEqual(Object.keys(invokeContract).sort());
    expect([...eventChannelNames].sort()).toEqual(Object.keys(eventContract).sort());
    expect(new Set(invokeChannelNames).size).toBe(invokeChannelNames.length);
    expect(new Set(eventChannelNames).size).toBe(eventChannelNames.length);
  });

  it('accepts listed names only, and no object keys', () => {
    expect(isInvokeChannelName('app:get-info')).toBe(true);
    expect(isInvokeChannelName('app:notification')).toBe(false);
    expect(isInvokeChannelName('__proto__')).toBe(false);
    expect(isInvokeChannelName(7)).toBe(false);
    expect(isEventChannelName('app:notification')).toBe(true);
    expect(isEventChannelName('app:get-info')).toBe(false);
    expect(isEventChannelName('constructor')).toBe(false);
  });
});
