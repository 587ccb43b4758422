import { demoApplicationKey } from '../seed/demo-data.ts';
import { inputValue, ScriptedBrowser, signInForTokens } from '../testing/sign-in-client.ts';
import { resourceList } from '../v1/resources/registry.ts';
import type { ResourceName } from '../v1/resources/resource-types.ts';
import type { Credentials } from './fuzz-request.ts';

/** What the generators may point at: real ids of the demo data, so requests reach deep code. */
export interface FuzzWorld {
  /**
   * In the list's default order (names, dates of the demo data), not by id: ids are random in
   * each fresh service, so this way one seed picks the same records in every run.
   */
  readonly ids: Readonly<Partial<Record<ResourceName, readonly string[]>>>;
  readonly applicationKey: string;
}

/** Where a resource lives under `/v1/` (its metadata path without the prefix). */
export const resourceSegment = (name: ResourceName): string =>
  resourceList.find((r) => r.name === name)?.path.replace(/^\/v1\//, '') ?? name;

const email = 'alice@example.com';
const password = 'alice-password';

/** Alice's credentials on every door: v1 token, OAuth access token, API key, hosted-page session. */
export async function signInEverywhere(baseUrl: string): Promise<Credentials> {
  const basic = Buffer.from(`${email}:${password}`).toString('base64');
  const login = await fetch(`${baseUrl}/t/acme/v1/auth/login?apikey=${demoApplicationKey}`, {
    headers: { Authorization: `Basic ${basic}` },
  });
  if (login.status !== 200) throw new Error(`v1 login answered ${login.status}`);
  const token = ((await login.json()) as { token: string }).token;
  const tokens = await signInForTokens(baseUrl, { email, password, organization: 'Acme Studio' });

  const browser = new ScriptedBrowser(baseUrl);
  const form = await browser.get('/auth/profile');
  await browser.post('/auth/user_management/authorize/sign-in', {
    request: inputValue(form.html, 'request') ?? '',
    csrf: inputValue(form.html, 'csrf') ?? '',
    email,
    password,
  });
  const profile = await browser.get('/auth/profile');
  const acme = /<option value="([0-9a-f-]{36})">Acme Studio<\/option>/.exec(profile.html)?.[1] ?? '';
  const created = await browser.post('/auth/profile/api-keys', {
    csrf: inputValue(profile.html, 'csrf') ?? '',
    name: 'Fuzz',
    organization: acme,
  });
  const apiKey = /id="new-key"[^>]*value="([^"]+)"/.exec(created.html)?.[1];
  const hosted = browser.cookie('stint_hosted');
  if (apiKey === undefined || hosted === undefined)
    throw new Error('could not create an API key to fuzz with');
  return { TOKEN: token, ACCESS_TOKEN: tokens.access_token, API_KEY: apiKey, HOSTED_COOKIE: hosted };
}

export async function exploreWorld(baseUrl: string, token: string): Promise<FuzzWorld> {
  const ids: Partial<Record<ResourceName, readonly string[]>> = {};
  for (const resource of resourceList) {
    const res = await fetch(
      `${baseUrl}/t/acme/v1/${resourceSegment(resource.name)}?$top=20&no_expand=true&token=${token}`,
    );
    if (res.status !== 200) continue;
    const rows: unknown = await res.json();
    if (!Array.isArray(rows)) continue;
    ids[resource.name] = rows
      .map((row: unknown) => (typeof row === 'object' && row !== null && 'id' in row ? String(row.id) : ''))
      .filter((id) => id !== '');
  }
  return { ids, applicationKey: demoApplicationKey };
}
