/**
 * The public entry of the embedded service. The desktop core and the tests import only this
 * file; everything else in src-service is internal.
 */
export { startService } from './service.ts';
export type { RunningService, ServiceOptions } from './service.ts';
