import { describe, expect, it } from 'vitest';
import type { MenuSpec } from './menu-spec.ts';
import { idle, now as start, paused, running } from './shell-model-fixtures.ts';
import type { TrayIconState } from './tray-presentation.ts';
import { FakeClock } from '../testing/fake-clock.ts';
import { TrayUpdater, type TraySink } from './tray-updater.ts';

class RecordingSink implements TraySink {
  readonly calls: string[] = [];
  setIcon(state: TrayIconState): void {
    this.calls.push(`icon:${state}`);
  }
  setTitle(title: string): void {
    this.calls.push(`title:${title}`);
  }
  setToolTip(tooltip: string): void {
    this.calls.push(`tooltip:${tooltip}`);
  }
  setMenu(items: readonly MenuSpec[]): void {
    this.calls.push(`menu:${items.length}`);
  }
  take(): string[] {
    return this.calls.splice(0);
  }
}

describe('TrayUpdater', () => {
  it('applies everything once, then nothing while idle: no timer at all', () => {
    const clock = new FakeClock(start);
    const sink = new RecordingSink();
    const updater = new TrayUpdater(sink, 'darwin', clock);
    updater.update(idle);
    expect(sink.take().map((c) => c.split(':')[0])).toEqual(['icon', 'title', 'tooltip', 'menu']);
    expect(clock.pendingTimers).toBe(0);
    clock.advance(3_600_000);
    expect(sink.take()).toEqual([]);
  });

  it('does not touch the tray when an update changes nothing visible', () => {
    const clock = new FakeClock(start);
    const sink = new RecordingSink();
    const updater = new TrayUpdater(sink, 'linux', clock);
    updater.update(idle);
    sink.take();
    updater.update({ ...idle, accountLabel: 'someone else' });
    expect(sink.take()).toEqual([]);
  });

  it('rebuilds on a state change', () => {
    const clock = new FakeClock(start);
    const sink = new RecordingSink();
    const updater = new TrayUpdater(sink, 'linux', clock);
    updater.update(idle);
    sink.take();
    updater.update(running);
    const calls = sink.take();
    expect(calls).toContain('icon:running');
    expect(calls.some((c) => c.startsWith('menu:'))).toBe(true);
  });

  it('on macOS, updates the title once a second while running and the menu once a minute', () => {
    const clock = new FakeClock(start);
    const sink = new RecordingSink();
    const updater = new TrayUpdater(sink, 'darwin', clock);
    updater.update(running);
    sink.take();
    clock.advance(60_000);
    const calls = sink.take();
    const titles = calls.filter((c) => c.startsWith('title:'));
    expect(titles.length).toBeGreaterThanOrEqual(59);
    expect(titles.length).toBeLessThanOrEqual(61);
    expect(calls.filter((c) => c.startsWith('menu:')).length).toBe(1);
    expect(calls.filter((c) => c.startsWith('icon:')).length).toBe(0);
  });

  it('elsewhere, touches the tray once a minute while running', () => {
    const clock = new FakeClock(start);
    const sink = new RecordingSink();
    const updater = new TrayUpdater(sink, 'linux', clock);
    updater.update(running);
    sink.take();
    clock.advance(10 * 60_000);
    const calls = sink.take();
    expect(calls.filter((c) => c.startsWith('tooltip:')).length).toBe(10);
    expect(calls.filter((c) => c.startsWith('title:')).length).toBe(0);
  });

  it('applies everything again when invalidated (a theme change needs other icons)', () => {
    const clock = new FakeClock(start);
    const sink = new RecordingSink();
    const updater = new TrayUpdater(sink, 'linux', clock);
    updater.update(idle);
    sink.take();
    updater.invalidate();
    expect(sink.take().map((c) => c.split(':')[0])).toEqual(['icon', 'title', 'tooltip', 'menu']);
  });

  it('stops ticking when the stopwatch pauses, and after dispose', () => {
    const clock = new FakeClock(start);
    const sink = new RecordingSink();
    const updater = new TrayUpdater(sink, 'darwin', clock);
    updater.update(running);
    updater.update(paused);
    expect(clock.pendingTimers).toBe(0);
    updater.update(running);
    expect(clock.pendingTimers).toBe(1);
    updater.dispose();
    expect(clock.pendingTimers).toBe(0);
    sink.take();
    clock.advance(60_000);
    expect(sink.take()).toEqual([]);
  });
});
