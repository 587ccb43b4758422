/**
 * Whether this launch runs the embedded service with the demo data: the `--demo` switch or
 * STINT_DEMO=1 (for trying the app out without creating an account).
 */
export function demoRequested(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return argv.includes('--demo') || env['STINT_DEMO'] === '1' || env['STINT_DEMO'] === 'true';
}
