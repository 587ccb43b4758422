// glibc's malloc gives each thread that allocates an arena of its own, up to eight per core, and
// keeps what was freed in each: V8's collector and compiler threads and libuv's pool left about
// 20 MB resident in the standalone service after a stream of 1000-record pages (v1-reports bench,
// a million records on PostgreSQL: list phase 144-154 MB with the default, 129 MB with two arenas,
// the same p50 within noise). The limit is read once, when the process starts, so the launcher
// starts itself again with it: `process.execve` replaces the program in the same process (same
// pid, same standard streams), so nothing waits behind the service. A limit the operator set
// stays; elsewhere than Linux there is nothing to do.

/** The value `npm run service` runs with. */
export const serviceArenaMax = '2';

/**
 * Whether to start again with the arena limit: on Linux, with `process.execve`, when the
 * environment does not name a limit already (it then also stops a second start).
 */
export function needsArenaLimit(
  env = process.env,
  platform = process.platform,
  canReplace = typeof process.execve === 'function',
) {
  return platform === 'linux' && canReplace && env.MALLOC_ARENA_MAX === undefined;
}

/** Starts this launcher again with the arena limit, when `needsArenaLimit`; otherwise returns. */
export function limitMallocArenas() {
  if (!needsArenaLimit()) return;
  try {
    process.execve?.(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      ...process.env,
      MALLOC_ARENA_MAX: serviceArenaMax,
    });
  } catch {
    // Refused (a sandbox without execve, say): the service runs all the same, with glibc's default.
  }
}
