/**
 * The public entry of the embedded service. The desktop core and the tests import only this
 * file; everything else in src-service is internal.
 */
export { startService } from './service.ts';
export type { RunningService, ServiceOptions } from './service.ts';
export { defaultTokenLifetimes, type TokenLifetimes } from './service-config.ts';
export { hostedLoginProvider } from './auth/clients.ts';
export { demoApplicationKey, demoClientId } from './seed/demo-data.ts';
export { desktopApplicationKey } from './identity/application-keys.ts';
