import { describe, expect, it } from 'vitest';
import { sessionState, signedIn } from '../../../src-shared/testing/session-state.ts';
import { ShellState } from './shell-state.ts';
import { FakeClock } from '../testing/fake-clock.ts';
import { WindowTitleMirror } from './window-title.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import type { AppLocale } from '../../../src-shared/i18n/catalog.ts';

const start = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('WindowTitleMirror', () => {
  it('gives the window the tray text: signed out, today’s total, then the running stopwatch by the minute', () => {
    const state = new ShellState(sessionState());
    const clock = new FakeClock(start);
    const titles: string[] = [];
    const mirror = new WindowTitleMirror(state, (title) => titles.push(title), clock);
    expect(mirror.current()).toBe('Stint: not signed in');

    state.setSession(signedIn());
    state.setActivity({ todayFinishedMs: 2 * 3_600_000 + 5 * 60_000 });
    expect(mirror.current()).toBe('Stint: no stopwatch running · today 2 h 5 min');

    state.setActivity({
      stopwatch: {
        state: 'running',
        projectId: 'p1',
        projectTitle: 'Website redesign',
        description: null,
        elapsedMs: 59 * 60_000,
        asOf: start,
      },
    });
    expect(mirror.current()).toBe('Stint: Website redesign running, 59 min');
    clock.advance(60_005);
    expect(mirror.current()).toBe('Stint: Website redesign running, 1 h');
    expect(titles.at(-1)).toBe(mirror.current());

    mirror.dispose();
    state.setActivity({ stopwatch: null });
    expect(mirror.current()).toBe('Stint: Website redesign running, 1 h');
  });

  it('says the title in the language chosen, and again when it changes', () => {
    const state = new ShellState(sessionState());
    let language: AppLocale = 'de';
    const titles: string[] = [];
    const mirror = new WindowTitleMirror(
      state,
      (title) => titles.push(title),
      new FakeClock(start),
      () => mainTranslator(language),
    );
    expect(mirror.current()).toBe('Stint: nicht angemeldet');
    language = 'en';
    mirror.relabel();
    expect(mirror.current()).toBe('Stint: not signed in');
    expect(titles.at(-1)).toBe('Stint: not signed in');
    mirror.dispose();
  });
});
