import { event, invoke, noArg } from '../define.ts';
import { preferencesPatchSchema, type PreferencesState } from '../../domain/preferences.ts';

export const preferencesInvoke = {
  'preferences:get': invoke<PreferencesState>()(noArg),
  'preferences:update': invoke<PreferencesState>()(preferencesPatchSchema),
} as const;

export const preferencesEvents = {
  'preferences:changed': event<PreferencesState>(),
} as const;
