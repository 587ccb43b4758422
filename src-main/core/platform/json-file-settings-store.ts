import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SettingsStore } from './settings-store.ts';

/**
 * Settings in one JSON file, written atomically (temp file then rename) so that a crash while
 * saving leaves the previous settings intact. Used by the browser host; the Electron host keeps
 * the same data through electron-store.
 */
export class JsonFileSettingsStore implements SettingsStore {
  readonly #file: string;
  #values: Record<string, unknown>;

  constructor(file: string) {
    this.#file = file;
    this.#values = readSettings(file);
  }

  get(key: string): unknown {
    return Object.hasOwn(this.#values, key) ? this.#values[key] : undefined;
  }

  set(key: string, value: unknown): void {
    this.#values = { ...this.#values, [key]: value };
    this.#save();
  }

  delete(key: string): void {
    if (!Object.hasOwn(this.#values, key)) return;
    this.#values = Object.fromEntries(Object.entries(this.#values).filter(([name]) => name !== key));
    this.#save();
  }

  #save(): void {
    mkdirSync(dirname(this.#file), { recursive: true });
    const temp = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(this.#values, null, 2)}\n`, { mode: 0o600 });
    renameSync(temp, this.#file);
  }
}

function readSettings(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return { ...(parsed as Record<string, unknown>) };
    }
  } catch {
    // A damaged settings file must not stop the app; it is replaced on the next save.
  }
  return {};
}
