import { test } from '@playwright/test';
import { startBrowserHostProcess, type BrowserHostProcess } from './browser-host-process.ts';
import { startServiceProcess, type ServiceProcess } from './service-process.ts';

export interface DemoProcesses {
  /** The Stint service with the demo seed, run as its own process (it can be halted). */
  readonly service: ServiceProcess;
  /** The browser host against that service, printing the hosted sign-in address. */
  readonly host: BrowserHostProcess;
}

/**
 * Starts a fresh demo service and a browser host against it before each test of the file, and
 * stops both after it. The returned object is filled in by the hooks, so read it inside tests.
 */
export function demoProcesses(
  options: { readonly hostEnv?: Readonly<Record<string, string>> } = {},
): DemoProcesses {
  let service: ServiceProcess | null = null;
  let host: BrowserHostProcess | null = null;
  test.beforeEach(async () => {
    service = await startServiceProcess(['--seed', 'demo']);
    host = await startBrowserHostProcess(['--backend-url', service.url, '--external-urls', 'print'], {
      env: options.hostEnv ?? {},
    });
  });
  test.afterEach(async () => {
    await host?.stop();
    await service?.stop();
    host = null;
    service = null;
  });
  const running = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`the ${what} runs only inside a test`);
    return value;
  };
  return {
    get service() {
      return running(service, 'service');
    },
    get host() {
      return running(host, 'browser host');
    },
  };
}
