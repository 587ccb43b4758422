import { describe, expect, it } from 'vitest';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { idle, now, paused, running } from './shell-model-fixtures.ts';
import { signedOutModel } from './shell-model.ts';
import { nextPresentationChangeIn, trayPresentation } from './tray-presentation.ts';

describe('trayPresentation', () => {
  it('uses a distinct icon per state', () => {
    expect(trayPresentation(signedOutModel, 'linux', now).icon).toBe('idle');
    expect(trayPresentation(idle, 'linux', now).icon).toBe('idle');
    expect(trayPresentation(running, 'linux', now).icon).toBe('running');
    expect(trayPresentation(paused, 'linux', now).icon).toBe('paused');
  });

  it('shows project and elapsed seconds as the macOS title', () => {
    expect(trayPresentation(running, 'darwin', now + 5000)).toEqual({
      icon: 'running',
      title: 'Website redesign 1:02:08',
      tooltip: 'Stint: Website redesign running, 1 h 2 min',
    });
  });

  it('uses the tooltip elsewhere, to the minute, and no title', () => {
    const p = trayPresentation(running, 'linux', now + 5000);
    expect(p.title).toBe('');
    expect(p.tooltip).toBe('Stint: Website redesign running, 1 h 2 min');
    expect(trayPresentation(running, 'win32', now).title).toBe('');
  });

  it('speaks German when given the German translator', () => {
    const de = mainTranslator('de');
    expect(trayPresentation(running, 'linux', now + 5000, de).tooltip).toBe(
      'Stint: Website redesign läuft, 1 h 2 min',
    );
    expect(trayPresentation(idle, 'linux', now, de).tooltip).toBe(
      'Stint: keine Stoppuhr läuft · heute 2 h 5 min',
    );
  });

  it('shortens long project names in the title', () => {
    const long = {
      ...running,
      stopwatch: { ...running.stopwatch!, projectTitle: 'A very long project title indeed' },
    };
    expect(trayPresentation(long, 'darwin', now).title).toBe('A very long proje… 1:02:03');
  });

  it('says when nothing runs, with today total', () => {
    expect(trayPresentation(idle, 'linux', now).tooltip).toBe(
      'Stint: no stopwatch running · today 2 h 5 min',
    );
    expect(trayPresentation(signedOutModel, 'darwin', now)).toEqual({
      icon: 'idle',
      title: '',
      tooltip: 'Stint: not signed in',
    });
  });
});

describe('nextPresentationChangeIn', () => {
  it('is null when nothing runs, so nothing ticks', () => {
    expect(nextPresentationChangeIn(signedOutModel, 'darwin', now)).toBeNull();
    expect(nextPresentationChangeIn(idle, 'darwin', now)).toBeNull();
    expect(nextPresentationChangeIn(paused, 'darwin', now)).toBeNull();
  });

  it('is the next second on macOS and the next minute elsewhere', () => {
    // Elapsed is 1:02:03.000 at `now`, 1:02:03.250 a quarter second later.
    expect(nextPresentationChangeIn(running, 'darwin', now + 250)).toBe(750);
    expect(nextPresentationChangeIn(running, 'linux', now)).toBe(57_000);
  });
});
