import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTokens, type TokenResponseBody } from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

const gqlJson = 'application/graphql-response+json';

let svc: TestService;
let apiKey = '';
let alice: TokenResponseBody;

beforeAll(async () => {
  svc = await startTestService();
  apiKey = await svc.admin('apikey', 'create', '--email', 'alice@example.com', '--org', 'acme');
  alice = await signInForTokens(svc.url, {
    email: 'alice@example.com',
    password: 'alice-password',
    organization: 'Acme Studio',
  });
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

interface Answer {
  readonly status: number;
  readonly type: string;
  readonly headers: Headers;
  readonly body: Record<string, unknown>;
}

interface Ask {
  readonly accept?: string;
  readonly contentType?: string;
  /** Credential headers; Alice's API key when not given. */
  readonly credential?: Record<string, string>;
}

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    headers: res.headers,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
  };
}

function headersOf(ask: Ask): Record<string, string> {
  return {
    ...(ask.accept === undefined ? {} : { Accept: ask.accept }),
    ...(ask.credential ?? { 'X-Api-Key': apiKey }),
  };
}

/** A POST whose body is sent as given (a string) or as JSON text (anything else). */
async function post(body: unknown, ask: Ask = {}): Promise<Answer> {
  const res = await fetch(new URL('/graphql', svc.url), {
    method: 'POST',
    headers: { 'Content-Type': ask.contentType ?? 'application/json', ...headersOf(ask) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return answerOf(res);
}

/** A GET with the given query-string parameters (each value appended as is). */
async function get(params: [string, string][], ask: Ask = {}): Promise<Answer> {
  const url = new URL('/graphql', svc.url);
  for (const [name, value] of params) url.searchParams.append(name, value);
  return answerOf(await fetch(url, { headers: headersOf(ask) }));
}

const projectTitles = async (): Promise<string[]> => {
  const res = await post({ query: '{ projects(first: 100) { edges { node { title } } } }' });
  const data = res.body['data'] as { projects: { edges: { node: { title: string } }[] } };
  return data.projects.edges.map((e) => e.node.title);
};

const tooCostly = `query { ${Array.from(
  { length: 12 },
  (_, i) => `p${i}: projects(first: 100) { edges { cursor node { id title code note } } }`,
).join(' ')} }`;

describe('graphql-http serverAudits', () => {
  it('reports no error and no warning', async () => {
    // The audits send no credential; every request gets Alice's API key added, nothing else.
    const fetchFn = (input: string | URL, init: RequestInit = {}): Promise<Response> =>
      fetch(input, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'X-Api-Key': apiKey },
      });
    const results = await Promise.all(
      serverAudits({ url: `${svc.url}/graphql`, fetchFn }).map((a) => a.fn()),
    );
    const failed = await Promise.all(
      results.flatMap((r) =>
        r.status === 'ok'
          ? []
          : [
              r.response
                .text()
                .then((body) => ({ id: r.id, status: r.status, name: r.name, reason: r.reason, body })),
            ],
      ),
    );
    for (const notice of failed.filter((f) => f.status === 'notice')) {
      // eslint-disable-next-line no-console -- the brief asks for the notices in the test output
      console.info(`graphql-http notice ${notice.id}: ${notice.name} (${notice.reason})`);
    }
    expect(results.length).toBeGreaterThan(50);
    expect(failed.filter((f) => f.status !== 'notice')).toEqual([]);
  });
});

describe('media type negotiation', () => {
  const query = { query: '{ __typename }' };

  it('answers application/graphql-response+json when the request asks for it', async () => {
    for (const accept of [
      gqlJson,
      `${gqlJson}, application/json;q=0.9`,
      `application/json;q=0.5, ${gqlJson}`,
    ]) {
      const res = await post(query, { accept });
      expect({ accept, status: res.status, type: res.type }).toEqual({
        accept,
        status: 200,
        type: `${gqlJson}; charset=utf-8`,
      });
      expect(res.body).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it('keeps application/json without Accept, for */* and when application/json comes first', async () => {
    for (const accept of [undefined, 'application/json', '*/*', `application/json, ${gqlJson}`]) {
      const res = await post(query, accept === undefined ? {} : { accept });
      expect({ accept, status: res.status, type: res.type }).toEqual({
        accept,
        status: 200,
        type: 'application/json; charset=utf-8',
      });
    }
  });

  it('answers 406 with a readable body when neither media type is acceptable', async () => {
    for (const accept of ['text/html', `${gqlJson};q=0, application/json;q=0`]) {
      const res = await post(query, { accept });
      expect(res.status).toBe(406);
      expect(res.type).toBe('application/json; charset=utf-8');
      expect(res.body).toEqual({
        error: `Accept must allow ${gqlJson} or application/json.`,
        status: 406,
      });
    }
  });

  it('answers 415 with a readable body for a body that is not JSON', async () => {
    const res = await post('query={ __typename }', {
      accept: gqlJson,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res).toMatchObject({
      status: 415,
      body: { error: 'Content-Type must be application/json', status: 415 },
    });
  });
});

describe('status codes per media type', () => {
  const cases: [string, unknown][] = [
    ['a document that does not parse', { query: '{' }],
    ['a document that does not validate', { query: '{ noSuchField }' }],
    ['variables that do not coerce', { query: 'query($n: Int!) { __typename }', variables: { n: 'x' } }],
    ['an unknown operation name', { query: 'query A { __typename }', operationName: 'B' }],
    ['a query over the cost limit', { query: tooCostly }],
  ];

  it.each(cases)('%s: 400 without data for the new media type, 200 for application/json', async (_, body) => {
    const strict = await post(body, { accept: gqlJson });
    expect(strict.status).toBe(400);
    expect(strict.type).toBe(`${gqlJson}; charset=utf-8`);
    expect(strict.body['errors']).toEqual([expect.objectContaining({ message: expect.any(String) })]);
    expect(strict.body).not.toHaveProperty('data');
    const legacy = await post(body, { accept: 'application/json' });
    expect(legacy.status).toBe(200);
    expect(legacy.body['errors']).toEqual(strict.body['errors']);
  });

  it('answers 200 once the operation ran, even with errors beside the data', async () => {
    const res = await post({ query: '{ projects(first: 1000) { totalCount } }' }, { accept: gqlJson });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: null,
      errors: [expect.objectContaining({ message: 'first must be between 1 and 100.' })],
    });
  });

  it('answers 400 for a body that is not JSON or not a request, whatever the media type', async () => {
    for (const accept of [gqlJson, 'application/json']) {
      for (const body of ['{ "not json', '[]', { query: 42 }, { query: '{ __typename }', extensions: 'x' }]) {
        const res = await post(body, { accept });
        expect({ accept, body, status: res.status }).toEqual({ accept, body, status: 400 });
        expect(res.body['errors']).toEqual([
          expect.objectContaining({ extensions: { classification: 'BAD_REQUEST' } }),
        ]);
      }
    }
  });
});

describe('GET', () => {
  it('runs a query from the query string, variables as JSON text', async () => {
    const res = await get(
      [
        ['query', 'query Type($name: String!) { __type(name: $name) { name } }'],
        ['variables', JSON.stringify({ name: 'Project' })],
        ['operationName', 'Type'],
      ],
      { accept: gqlJson },
    );
    expect(res).toMatchObject({ status: 200, type: `${gqlJson}; charset=utf-8` });
    expect(res.body).toEqual({ data: { __type: { name: 'Project' } } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('reads tenant data with an access token as with an API key', async () => {
    const query = '{ projects(first: 5) { totalCount } }';
    const byKey = await get([['query', query]]);
    const byToken = await get([['query', query]], {
      credential: { Authorization: `Bearer ${alice.access_token}` },
    });
    expect(byKey.status).toBe(200);
    expect(byToken.body).toEqual(byKey.body);
  });

  it('refuses a mutation with 405 and Allow: POST, and changes nothing', async () => {
    const before = await projectTitles();
    const mutation = 'mutation { createProject(input: { title: "Made by GET" }) { id } }';
    for (const accept of [gqlJson, 'application/json']) {
      const res = await get([['query', mutation]], { accept });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(res.body['errors']).toEqual([
        expect.objectContaining({ message: 'A mutation cannot be sent with GET; send it with POST.' }),
      ]);
    }
    // The same mutation by POST would have run: the refusal is the method's, not the input's.
    expect(await projectTitles()).toEqual(before);
    const posted = await post({ query: mutation });
    expect(posted.status).toBe(200);
    expect(await projectTitles()).toContain('Made by GET');
  });

  it('answers 401 with the plain error body without a credential', async () => {
    const res = await get([['query', '{ __typename }']], { credential: {}, accept: gqlJson });
    expect(res).toMatchObject({ status: 401, body: { error: 'Invalid access token', status: 401 } });
  });

  it('follows the POST rule for both credentials: the access token wins, so a bad one fails', async () => {
    const stale = await get([['query', '{ __typename }']], {
      credential: { Authorization: `Bearer ${alice.access_token.slice(0, -4)}AAAA`, 'X-Api-Key': apiKey },
    });
    expect(stale).toMatchObject({ status: 401, body: { error: 'Invalid access token', status: 401 } });
    const mutationWithBoth = await get([['query', 'mutation { deleteProject(id: "x") { id } }']], {
      credential: { Authorization: `Bearer ${alice.access_token}`, 'X-Api-Key': apiKey },
    });
    expect(mutationWithBoth.status).toBe(405);
  });

  it('applies the same cost limit as POST', async () => {
    const res = await get([['query', tooCostly]], { accept: gqlJson });
    expect(res.status).toBe(400);
    expect(res.body['errors']).toEqual([
      expect.objectContaining({ extensions: { classification: 'LIMIT_EXCEEDED' } }),
    ]);
  });

  it('answers 400 for missing, repeated or malformed parameters', async () => {
    const cases: [string, string][][] = [
      [],
      [['variables', '{}']],
      [
        ['query', '{ __typename }'],
        ['query', '{ __typename }'],
      ],
      [
        ['query', '{ __typename }'],
        ['variables', '{ not json'],
      ],
      [
        ['query', '{ __typename }'],
        ['variables', '[1]'],
      ],
    ];
    for (const params of cases) {
      const res = await get(params, { accept: gqlJson });
      expect({ params, status: res.status }).toEqual({ params, status: 400 });
    }
  });
});
