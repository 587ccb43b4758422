/**
 * Test support only: plays the person's browser against the service's hosted sign-in pages over
 * real HTTP. It keeps cookies, reads the page's one form (hidden fields, selected options, checked
 * radios), fills what a person would type, submits it as the browser would (same-origin POST),
 * and follows redirects, including the final one to the app's loopback listener. It knows the
 * pages only as HTML, the way a browser does.
 */
export interface BrowsedPage {
  readonly url: string;
  readonly status: number;
  readonly html: string;
}

const entities: Record<string, string> = {
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
const decode = (text: string): string =>
  text.replace(/&(quot|#39|lt|gt|amp);/g, (match) => entities[match] ?? match);

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1] === undefined ? null : decode(match[1]);
}

export interface ParsedForm {
  readonly action: string;
  readonly method: string;
  readonly fields: Record<string, string>;
  /** Radio choices by name: their values with the label text after them. */
  readonly radios: Record<string, { value: string; label: string }[]>;
}

/** The first (or the `index`-th) form of a page. */
export function parseForm(html: string, index = 0): ParsedForm | null {
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)];
  const form = forms[index];
  if (form?.[1] === undefined || form[2] === undefined) return null;
  const body = form[2];
  const fields: Record<string, string> = {};
  const radios: Record<string, { value: string; label: string }[]> = {};
  for (const match of body.matchAll(/<input\b([^>]*)>([^<]*)/gi)) {
    const tag = match[1] ?? '';
    const name = attribute(tag, 'name');
    if (name === null) continue;
    const type = (attribute(tag, 'type') ?? 'text').toLowerCase();
    const value = attribute(tag, 'value') ?? '';
    if (type === 'radio' || type === 'checkbox') {
      (radios[name] ??= []).push({ value, label: decode((match[2] ?? '').trim()) });
      if (/\schecked\b/i.test(tag)) fields[name] = value;
    } else {
      fields[name] = value;
    }
  }
  for (const match of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
    const name = attribute(match[1] ?? '', 'name');
    if (name === null) continue;
    const options = [...(match[2] ?? '').matchAll(/<option\b([^>]*)>/gi)].map((option) => option[1] ?? '');
    const selected = options.find((option) => /\sselected\b/i.test(option)) ?? options[0];
    fields[name] = selected === undefined ? '' : (attribute(selected, 'value') ?? '');
  }
  return {
    action: attribute(form[1], 'action') ?? '',
    method: (attribute(form[1], 'method') ?? 'get').toLowerCase(),
    fields,
    radios,
  };
}

export class ScriptedBrowser {
  readonly #cookies = new Map<string, string>();
  /** Every address the browser loaded, in order. */
  readonly visited: string[] = [];

  async open(url: string): Promise<BrowsedPage> {
    return this.#follow(url, { method: 'GET' });
  }

  /** Fills the page's form and submits it; `choose` picks a radio by its label text. */
  async submit(
    page: BrowsedPage,
    values: Record<string, string>,
    options: { choose?: { name: string; label: string }; formIndex?: number } = {},
  ): Promise<BrowsedPage> {
    const form = parseForm(page.html, options.formIndex ?? 0);
    if (form === null) throw new Error(`No form on ${page.url}:\n${page.html.slice(0, 500)}`);
    const fields = { ...form.fields, ...values };
    if (options.choose !== undefined) {
      const choice = form.radios[options.choose.name]?.find((radio) => radio.label === options.choose?.label);
      if (choice === undefined) throw new Error(`No choice ${options.choose.label} on ${page.url}`);
      fields[options.choose.name] = choice.value;
    }
    const target = new URL(form.action === '' ? page.url : form.action, page.url);
    return this.#follow(target.href, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: target.origin,
        Referer: page.url,
        'Sec-Fetch-Site': 'same-origin',
      },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async #follow(
    url: string,
    init: { method: string; headers?: Record<string, string>; body?: string },
  ): Promise<BrowsedPage> {
    let current = url;
    let request = init;
    for (let hops = 0; hops < 10; hops++) {
      this.visited.push(current);
      const origin = new URL(current).origin;
      const res = await fetch(current, {
        method: request.method,
        redirect: 'manual',
        headers: { ...request.headers, ...this.#cookieHeader(origin) },
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      this.#keepCookies(origin, res);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location !== null) {
        await res.body?.cancel();
        current = new URL(location, current).href;
        request = { method: 'GET' };
        continue;
      }
      return { url: current, status: res.status, html: await res.text() };
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  #cookieHeader(origin: string): Record<string, string> {
    const pairs = [...this.#cookies].filter(([key]) => key.startsWith(`${origin} `));
    if (pairs.length === 0) return {};
    return { Cookie: pairs.map(([key, value]) => `${key.slice(origin.length + 1)}=${value}`).join('; ') };
  }

  #keepCookies(origin: string, res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair === undefined || index < 0) continue;
      const key = `${origin} ${pair.slice(0, index).trim()}`;
      if (/max-age=0/i.test(line)) this.#cookies.delete(key);
      else this.#cookies.set(key, pair.slice(index + 1));
    }
  }
}
