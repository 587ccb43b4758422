import { sendJson } from './json-response.ts';
import type { DrainState } from './request-drain.ts';
import type { RouteModule } from './route-module.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';

export type Readiness =
  | { readonly ready: true }
  | { readonly ready: false; readonly status: 'draining' | 'database-unavailable'; readonly error?: unknown };

/**
 * Whether this instance should get new work: not while it shuts down, and not while its database
 * does not answer (a liveness probe must not depend on that, or a database outage would restart
 * every instance).
 */
export async function checkReadiness(db: SqlDatabase, drain: DrainState): Promise<Readiness> {
  if (drain.draining) return { ready: false, status: 'draining' };
  try {
    await db.ping();
    return { ready: true };
  } catch (error) {
    return { ready: false, status: 'database-unavailable', error };
  }
}

/**
 * GET /health: liveness (the desktop core's probe and a load balancer's "restart me?"), touches
 * nothing. GET /ready: readiness (a load balancer's "send me requests?").
 */
export const healthRoutes: RouteModule = (router, context) => {
  router.add(['GET', 'HEAD'], '/health', ({ res }) => {
    sendJson(res, 200, { status: 'ok', service: 'stint', version: context.version });
  });
  router.add(['GET', 'HEAD'], '/ready', async ({ res }) => {
    const readiness = await checkReadiness(context.db, context.drain);
    if (readiness.ready) {
      sendJson(res, 200, { status: 'ready' });
      return;
    }
    if (readiness.error !== undefined) context.reportError(readiness.error);
    sendJson(res, 503, { status: readiness.status });
  });
};
