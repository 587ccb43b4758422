import type { IncomingMessage, ServerResponse } from 'node:http';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export const allMethods: readonly Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The request target parsed against the service origin (query in `url.searchParams`). */
  readonly url: URL;
  /** Decoded `:name` segments of the matched pattern. */
  readonly params: Readonly<Record<string, string>>;
  /** What a trailing `*` matched, without the leading slash and still percent-encoded ('' when none). */
  readonly rest: string;
}

export type RouteHandler = (context: RequestContext) => Promise<void> | void;

/** How an interface answers when one of its routes throws (its own error body, not ours). */
export type FailureAnswer = (res: ServerResponse, url: URL) => void;

/**
 * The body an interface gives a request refused before any route saw it (a head over 16 KB, bad
 * HTTP): written straight to the socket, so it is text, not a response object.
 */
export type RefusalBody = (status: number, description: string) => string;

type Segment =
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string }
  | { readonly kind: 'rest' };

interface Route {
  readonly methods: ReadonlySet<Method>;
  readonly segments: readonly Segment[];
  readonly handler: RouteHandler;
  readonly pattern: string;
}

export type RouteMatch =
  | {
      readonly kind: 'found';
      readonly handler: RouteHandler;
      readonly params: Record<string, string>;
      readonly rest: string;
    }
  | { readonly kind: 'method-not-allowed'; readonly allow: readonly Method[] }
  | { readonly kind: 'bad-path' }
  | { readonly kind: 'none' };

function parsePattern(pattern: string): Segment[] {
  if (!pattern.startsWith('/')) throw new Error(`Route pattern must start with '/': ${pattern}`);
  const parts = pattern.split('/').slice(1);
  return parts.map((part, index) => {
    if (part === '*') {
      if (index !== parts.length - 1) throw new Error(`'*' must end the pattern: ${pattern}`);
      return { kind: 'rest' };
    }
    if (part.startsWith(':')) return { kind: 'param', name: part.slice(1) };
    return { kind: 'literal', value: part };
  });
}

/** Literal segments beat parameters, which beat a trailing '*'; longer patterns beat shorter. */
function specificity(segments: readonly Segment[]): number[] {
  return segments.map((s) => (s.kind === 'literal' ? 3 : s.kind === 'param' ? 2 : 1));
}

function moreSpecific(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

function mostSpecific<T>(
  entries: readonly { readonly segments: readonly Segment[]; readonly answer: T }[],
  pathname: string,
): T | null {
  const parts = pathname.split('/').slice(1);
  let best: { answer: T; rank: number[] } | null = null;
  for (const entry of entries) {
    const matched = matchSegments(entry.segments, parts);
    if (matched === null || matched === 'bad') continue;
    const rank = specificity(entry.segments);
    if (best === null || moreSpecific(rank, best.rank)) best = { answer: entry.answer, rank };
  }
  return best?.answer ?? null;
}

/**
 * A small path router. Patterns are `/literal/:param/*`: a `*` at the end matches the rest of the
 * path. The most specific matching pattern wins whatever the registration order, so a module can
 * add `/v1/time/projects` while a catch-all `/v1/*` still answers everything else. A path that
 * matches only with other methods answers 405 with `Allow`.
 */
export class Router {
  readonly #routes: Route[] = [];
  readonly #failureAnswers: { readonly segments: readonly Segment[]; readonly answer: FailureAnswer }[] = [];
  readonly #refusalBodies: { readonly segments: readonly Segment[]; readonly answer: RefusalBody }[] = [];

  /**
   * Lets an interface answer failures under its paths in its own format; this generic layer
   * knows no interface's error shapes. The most specific pattern wins, as for routes.
   */
  answerFailures(pattern: string, answer: FailureAnswer): this {
    this.#failureAnswers.push({ segments: parsePattern(pattern), answer });
    return this;
  }

  failureAnswer(pathname: string): FailureAnswer | null {
    return mostSpecific(this.#failureAnswers, pathname);
  }

  /** Like answerFailures, for requests refused before routing (see RefusalBody). */
  refusalBodies(pattern: string, answer: RefusalBody): this {
    this.#refusalBodies.push({ segments: parsePattern(pattern), answer });
    return this;
  }

  refusalBody(pathname: string): RefusalBody | null {
    return mostSpecific(this.#refusalBodies, pathname);
  }

  add(methods: Method | readonly Method[], pattern: string, handler: RouteHandler): this {
    const list = typeof methods === 'string' ? [methods] : methods;
    const segments = parsePattern(pattern);
    for (const existing of this.#routes) {
      if (existing.pattern === pattern && list.some((m) => existing.methods.has(m))) {
        throw new Error(`Route registered twice: ${list.join(',')} ${pattern}`);
      }
    }
    this.#routes.push({ methods: new Set(list), segments, handler, pattern });
    return this;
  }

  match(method: string, pathname: string): RouteMatch {
    const parts = pathname.split('/').slice(1);
    let best: { route: Route; params: Record<string, string>; rest: string; rank: number[] } | null = null;
    const allow = new Set<Method>();
    for (const route of this.#routes) {
      const matched = matchSegments(route.segments, parts);
      if (matched === null) continue;
      if (matched === 'bad') return { kind: 'bad-path' };
      if (!route.methods.has(method as Method)) {
        for (const m of route.methods) allow.add(m);
        continue;
      }
      const rank = specificity(route.segments);
      if (best === null || moreSpecific(rank, best.rank)) best = { route, ...matched, rank };
    }
    if (best !== null)
      return { kind: 'found', handler: best.route.handler, params: best.params, rest: best.rest };
    if (allow.size > 0) return { kind: 'method-not-allowed', allow: [...allow] };
    return { kind: 'none' };
  }
}

function matchSegments(
  segments: readonly Segment[],
  parts: readonly string[],
): { params: Record<string, string>; rest: string } | null | 'bad' {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === undefined) return null;
    if (segment.kind === 'rest') return { params, rest: parts.slice(i).join('/') };
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === 'literal') {
      if (part !== segment.value) return null;
    } else {
      if (part === '') return null;
      try {
        params[segment.name] = decodeURIComponent(part);
      } catch {
        return 'bad';
      }
    }
  }
  return parts.length === segments.length ? { params, rest: '' } : null;
}

export type { IncomingMessage, ServerResponse };
