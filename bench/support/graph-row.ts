// Issue 20's graph row: `projects(first: 50)` with a valid access token against a bare node:http
// server sending the same bytes, both over one kept-alive `http.request` connection, in the same
// run. Shared by the graph bench (demo data, in-process service) and the v1-reports bench (the
// bench data set, the separate service process whose memory it samples).
import { signInForTokens } from '../../src-service/testing/sign-in-client.ts';
import { startBareServer, type BareProcess } from './bare-server.ts';
import { keepAliveClient } from './keep-alive-client.ts';
import { measure, type Timing } from './measure.ts';

export const projectsQuery = JSON.stringify({
  query: '{ projects(first: 50) { edges { node { id title code } } } }',
});

export interface GraphRow {
  readonly graph: Timing;
  readonly bare: Timing;
  readonly projects: number;
  readonly accessToken: string;
}

export async function measureGraphRow(
  serviceUrl: string,
  person: { readonly email: string; readonly password: string; readonly organization: string },
  count: number,
  /** Where the bare server runs: where the service does (this process, or one of its own). */
  bareIn: BareProcess = 'this-process',
): Promise<GraphRow> {
  const tokens = await signInForTokens(serviceUrl, person);
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.access_token}` };
  const client = keepAliveClient();
  const bareClient = keepAliveClient();
  const viaService = async (): Promise<string> => {
    const res = await client.post(`${serviceUrl}/graphql`, headers, projectsQuery);
    if (res.status !== 200) throw new Error(`graph answered ${res.status}`);
    return res.text;
  };
  const answer = await viaService();
  const bare = await startBareServer(answer, bareIn);
  try {
    const bareUrl = `${bare.url}/graphql`;
    const viaBare = async (): Promise<string> =>
      (await bareClient.post(bareUrl, headers, projectsQuery)).text;
    const warmup = Math.min(500, count);
    const baseline = await measure(count, warmup, viaBare);
    const graph = await measure(count, warmup, viaService);
    const projects = (JSON.parse(answer) as { data: { projects: { edges: unknown[] } } }).data.projects.edges
      .length;
    return { graph, bare: baseline, projects, accessToken: tokens.access_token };
  } finally {
    client.close();
    bareClient.close();
    await bare.close();
  }
}
