import { describe, expect, it } from 'vitest';
import { Router, type RouteHandler } from './router.ts';

const named = (name: string): RouteHandler => Object.assign(() => undefined, { routeName: name });
const nameOf = (match: ReturnType<Router['match']>): string | null =>
  match.kind === 'found' ? (match.handler as RouteHandler & { routeName: string }).routeName : null;

describe('Router', () => {
  const router = new Router()
    .add(['GET', 'POST', 'PUT', 'DELETE'], '/v1/*', named('v1 catch-all'))
    .add('GET', '/v1/time/projects', named('projects'))
    .add('GET', '/v1/time/projects/:id', named('project'))
    .add('GET', '/v1/time/projects/$count', named('count'))
    .add('GET', '/t/:account/v1/*', named('tenant catch-all'))
    .add('POST', '/graphql', named('graph'));

  it('prefers the most specific pattern whatever the order of registration', () => {
    expect(nameOf(router.match('GET', '/v1/time/projects'))).toBe('projects');
    expect(nameOf(router.match('GET', '/v1/time/projects/$count'))).toBe('count');
    expect(nameOf(router.match('GET', '/v1/time/projects/abc'))).toBe('project');
    expect(nameOf(router.match('GET', '/v1/time/projects/abc/tasks'))).toBe('v1 catch-all');
    expect(nameOf(router.match('POST', '/v1/time/projects'))).toBe('v1 catch-all');
    expect(nameOf(router.match('GET', '/v1'))).toBe('v1 catch-all');
  });

  it('decodes parameters and hands over the rest of the path', () => {
    const match = router.match('GET', '/t/acme%20studio/v1/time/projects');
    expect(match).toMatchObject({ kind: 'found', params: { account: 'acme studio' }, rest: 'time/projects' });
    expect(router.match('GET', '/t/%E0%A4%A/v1/x')).toEqual({ kind: 'bad-path' });
    expect(router.match('GET', '/t//v1/x')).toEqual({ kind: 'none' });
  });

  it('answers 405 with the allowed methods, and none for unknown paths', () => {
    expect(router.match('GET', '/graphql')).toEqual({ kind: 'method-not-allowed', allow: ['POST'] });
    expect(router.match('GET', '/nowhere')).toEqual({ kind: 'none' });
    expect(router.match('POST', '/graphql/extra')).toEqual({ kind: 'none' });
  });

  it('refuses a route registered twice and malformed patterns', () => {
    expect(() => new Router().add('GET', '/a', named('a')).add('GET', '/a', named('b'))).toThrow(/twice/);
    expect(() => new Router().add('GET', 'a', named('a'))).toThrow(/start with/);
    expect(() => new Router().add('GET', '/*/a', named('a'))).toThrow(/must end/);
  });

  it('finds the failure answer an interface registered for a path, the most specific first', () => {
    const v1 = () => undefined;
    const v1Files = () => undefined;
    const withAnswers = new Router().answerFailures('/v1/*', v1).answerFailures('/v1/files/*', v1Files);
    expect(withAnswers.failureAnswer('/v1/time/projects')).toBe(v1);
    expect(withAnswers.failureAnswer('/v1/files/report.csv')).toBe(v1Files);
    expect(withAnswers.failureAnswer('/graphql')).toBeNull();
  });

  it('finds the refusal body an interface registered for a path, apart from its failure answers', () => {
    const v1 = (status: number) => `v1 ${status}`;
    const withBodies = new Router().answerFailures('/v1/*', () => undefined).refusalBodies('/v1/*', v1);
    expect(withBodies.refusalBody('/v1/time/projects')).toBe(v1);
    expect(withBodies.refusalBody('/graphql')).toBeNull();
    expect(new Router().answerFailures('/v1/*', () => undefined).refusalBody('/v1/x')).toBeNull();
  });
});
