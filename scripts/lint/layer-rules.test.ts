import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { layerRules, rendererFeatureUses } from './layer-rules.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// Only the layer rules, with a parser but no type information, so planted files need not exist.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...layerRules],
});

async function violations(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('layer rules', () => {
  it.each([
    ['src-renderer/features/x/y.tsx', "import { readFileSync } from 'node:fs';"],
    ['src-renderer/features/x/y.tsx', "import fs from 'fs';"],
    ['src-renderer/features/x/y.tsx', "import { ipcRenderer } from 'electron';"],
    ['src-renderer/features/x/y.tsx', "import Database from 'better-sqlite3';"],
    ['src-renderer/features/x/y.tsx', "import { createCore } from '../../../src-main/core/create-core.ts';"],
    ['src-renderer/features/x/y.tsx', "import { startService } from '../../../src-service/index.ts';"],
    ['src-renderer/features/x/y.tsx', "import { useQuery } from 'urql';"],
    ['src-renderer/features/x/y.tsx', "import { Client } from '@urql/core';"],
    ['src-renderer/features/x/y.tsx', "import { parse } from 'graphql';"],
    ['src-renderer/features/x/y.tsx', "import { Kind } from 'graphql/language/index.js';"],
    ['src-renderer/features/x/y.tsx', "import { graphql } from 'gql.tada';"],
    ['src-shared/ipc/x.ts', "import { join } from 'node:path';"],
    ['src-shared/ipc/x.ts', "import { app } from 'electron';"],
    ['src-shared/ipc/x.ts', "import { App } from '../../src-renderer/app/app.tsx';"],
    ['src-shared/ipc/x.ts', "import { useState } from 'react';"],
    ['src-main/core/x.ts', "import { BrowserWindow } from 'electron';"],
    ['src-main/core/x.ts', "import Store from 'electron-store';"],
    ['src-main/core/x.ts', "import { openDatabase } from '../../src-service/storage/database.ts';"],
    ['src-main/core/x.ts', "import { createMainWindow } from '../electron/main-window.ts';"],
    ['src-main/browser-host/x.ts', "import { shell } from 'electron';"],
    ['src-main/electron/x.ts', "import { startService } from '../../src-service/index.ts';"],
    ['src-service/x.ts', "import { createCore } from '../src-main/core/create-core.ts';"],
    ['src-service/x.ts', "import { app } from 'electron';"],
    ['src-preload/x.ts', "import { readFileSync } from 'node:fs';"],
    ['src-preload/x.ts', "import { createCore } from '../src-main/core/create-core.ts';"],
    ['src-main/core/stopwatch/x.ts', "import { DailyLoop } from '../daily/daily-loop.ts';"],
    ['src-main/core/reports/x.ts', "import { reviewHandlers } from '../review/review-handlers.ts';"],
    ['src-main/core/projects/x.ts', "import { createCore } from '../create-core.ts';"],
    ['src-main/core/stopwatch/x.ts', "import { BrowserWindow } from 'electron';"],
    ['src-main/core/daily/x.ts', "import { reviewHandlers } from '../review/review-handlers.ts';"],
    ['src-main/core/review/x.ts', "import { DailyLoop } from '../daily/daily-loop.ts';"],
    ['src-main/core/daily/x.ts', "import { createCore } from '../create-core.ts';"],
    ['src-service/http/x.ts', "import { V1Error } from '../v1/wire/v1-error.ts';"],
    [
      'src-renderer/features/projects/x.tsx',
      "import { StopwatchScreen } from '../stopwatch/stopwatch-screen.tsx';",
    ],
    [
      'src-renderer/features/favorites/x.tsx',
      "import { useProjectList } from '../projects/use-project-list.ts';",
    ],
    ['src-renderer/features/status/x.tsx', "import { RunningBar } from '../stopwatch/running-bar.tsx';"],
    [
      'src-renderer/features/time/timesheet/x.tsx',
      "import { TrashScreen } from '../../trash/trash-screen.tsx';",
    ],
    ['src-renderer/features/stopwatch/x.tsx', "import { readFileSync } from 'node:fs';"],
    ['src-renderer/ui/x.tsx', "import { useStopwatch } from '../features/tracking/use-stopwatch.ts';"],
    ['src-renderer/platform/x.ts', "import { AppShell } from '../app/app-shell.tsx';"],
    ['src-renderer/features/trash/x.tsx', "import { AppShell } from '../../app/app-shell.tsx';"],
    ['src-service/http/x.ts', "import { createCore } from '../../src-main/core/create-core.ts';"],
  ])('%s may not: %s', async (filePath, source) => {
    const found = await violations(filePath, `${source}\nexport {};\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^no-restricted-imports: /);
  });

  it.each([
    [
      'src-renderer/features/x/y.tsx',
      "import { invokeContract } from '../../../src-shared/ipc/contract.ts';",
    ],
    ['src-renderer/features/x/y.tsx', "import { useState } from 'react';"],
    ['src-shared/ipc/x.ts', "import { z } from 'zod';"],
    ['src-main/core/x.ts', "import { startService } from '../../src-service/index.ts';"],
    ['src-main/core/x.ts', "import { readFileSync } from 'node:fs';"],
    ['src-main/electron/x.ts', "import { app } from 'electron';"],
    ['src-main/electron/x.ts', "import { createCore } from '../core/create-core.ts';"],
    ['src-preload/x.ts', "import { contextBridge } from 'electron';"],
    ['src-service/x.ts', "import Database from 'better-sqlite3';"],
    ['src-main/core/daily/x.ts', "import { StopwatchService } from '../stopwatch/stopwatch-service.ts';"],
    ['src-main/core/review/x.ts', "import { ReportService } from '../reports/report-service.ts';"],
    ['src-main/core/stopwatch/x.ts', "import { NameBook } from '../workplace/name-book.ts';"],
    ['src-main/core/testing/x.ts', "import { DailyLoop } from '../daily/daily-loop.ts';"],
    ['src-main/core/x.ts', "import { DailyLoop } from './daily/daily-loop.ts';"],
    ['src-service/v1/http/x.ts', "import { Router } from '../../http/router.ts';"],
    [
      'src-renderer/features/stopwatch/x.tsx',
      "import { ProjectPicker } from '../projects/project-picker.tsx';",
    ],
    ['src-renderer/features/projects/x.tsx', "import { useStopwatch } from '../tracking/use-stopwatch.ts';"],
    ['src-renderer/features/time/x.tsx', "import { TimesheetView } from './timesheet/timesheet-view.tsx';"],
    ['src-renderer/features/time/calendar/x.tsx', "import { pendingRecords } from '../pending-records.ts';"],
    [
      'src-renderer/features/projects/x.test.tsx',
      "import { StopwatchScreen } from '../stopwatch/stopwatch-screen.tsx';",
    ],
    [
      'src-renderer/app/x.tsx',
      "import { StopwatchScreen } from '../features/stopwatch/stopwatch-screen.tsx';",
    ],
  ])('%s may: %s', async (filePath, source) => {
    expect(await violations(filePath, `${source}\nexport {};\n`)).toEqual([]);
  });

  it('is what the project configuration applies', async () => {
    const project = new ESLint({ cwd: repoRoot });
    for (const rule of layerRules) {
      const sample = (rule.files as string[])[0]!
        .replace('**/*.{ts,tsx}', 'planted.ts')
        .replace('**/*.ts', 'planted.ts')
        .replace('/*/', '/planted/');
      const config = (await project.calculateConfigForFile(sample)) as { rules: Record<string, unknown[]> };
      const [severity, options] = config.rules['no-restricted-imports'] ?? [];
      expect(severity, sample).toBe(2);
      expect(options, sample).toEqual((rule.rules?.['no-restricted-imports'] as unknown[])[1]);
    }
  });

  it('declares every renderer feature folder, and no feature uses itself back through others', () => {
    const folders = readdirSync(new URL('../../src-renderer/features/', import.meta.url), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(rendererFeatureUses).sort()).toEqual(folders);

    const reachesBack = (start: string): string | null => {
      const seen = new Set<string>();
      const stack = [...(rendererFeatureUses[start] ?? [])];
      while (stack.length > 0) {
        const next = stack.pop()!;
        if (next === start) return start;
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(rendererFeatureUses[next] ?? []));
      }
      return null;
    };
    expect(Object.keys(rendererFeatureUses).filter((feature) => reachesBack(feature) !== null)).toEqual([]);
  });
});
