import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graph, signInForTokens } from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

const create = 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id personal } }';
const update =
  'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { title personal version } }';

let svc: TestService;
let alice: string;
let carol: string;

beforeAll(async () => {
  svc = await startTestService();
  // Carol is a full member of Acme, not its owner; the seed leaves her address unverified.
  await svc.admin('user', 'verify', '--email', 'carol@example.com');
  const signIn = async (user: string, organization?: string): Promise<string> =>
    (
      await signInForTokens(svc.url, {
        email: `${user}@example.com`,
        password: `${user}-password`,
        ...(organization === undefined ? {} : { organization }),
      })
    ).access_token;
  alice = await signIn('alice', 'Acme Studio');
  carol = await signIn('carol');
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

describe('personal projects through the graph endpoint', () => {
  it("refuses a member making another's project personal; its owner and the organization's owner may", async () => {
    const created = await graph(svc.url, create, { token: alice }, { input: { title: 'Team board' } });
    const id = (created.body['data'] as { createProject: { id: string } }).createProject.id;

    const hide = await graph(svc.url, update, { token: carol }, { input: { id, personal: true } });
    expect(hide.body['errors']).toEqual([
      expect.objectContaining({ extensions: { classification: 'UNAUTHORIZED' } }),
    ]);
    // The same value again is no change; other fields stay open to every full member.
    const rename = await graph(
      svc.url,
      update,
      { token: carol },
      { input: { id, title: 'Team board 2', personal: false } },
    );
    expect(rename.body).toEqual({
      data: { updateProject: { title: 'Team board 2', personal: false, version: 2 } },
    });

    const own = await graph(svc.url, create, { token: carol }, { input: { title: 'Carol notes' } });
    const ownId = (own.body['data'] as { createProject: { id: string } }).createProject.id;
    const byOwner = await graph(svc.url, update, { token: carol }, { input: { id: ownId, personal: true } });
    expect(byOwner.body['data']).toMatchObject({ updateProject: { personal: true } });
    const byAccountOwner = await graph(svc.url, update, { token: alice }, { input: { id, personal: true } });
    expect(byAccountOwner.body['data']).toMatchObject({ updateProject: { personal: true } });
  });
});
