export interface CspOptions {
  /** Extra `connect-src` sources, such as the browser host's own WebSocket origin. */
  readonly connectSources?: readonly string[];
  /** Development only: the Vite dev server needs inline scripts and its HMR socket. */
  readonly development?: boolean;
  /** For a `<meta>` tag, which may not carry `frame-ancestors` (browsers ignore it there). */
  readonly forMeta?: boolean;
}

/**
 * The Content-Security-Policy of the renderer, the same for both hosts: only the app's own
 * scripts and styles, no plugins, no framing, no forms posting anywhere. The renderer never talks
 * to the network itself (main does all network I/O), so `connect-src` stays at 'self' plus the
 * host's bridge socket.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const connect = ["'self'", ...(options.connectSources ?? [])];
  const script = ["'self'"];
  const style = ["'self'"];
  if (options.development === true) {
    script.push("'unsafe-inline'");
    style.push("'unsafe-inline'");
    connect.push('ws://localhost:*', 'ws://127.0.0.1:*');
  }
  const directives: Partial<Record<string, readonly string[]>> = {
    'default-src': ["'none'"],
    'script-src': script,
    'style-src': style,
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': connect,
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
  };
  if (options.forMeta === true) delete directives['frame-ancestors'];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${(values ?? []).join(' ')}`)
    .join('; ');
}

/** Headers sent with every renderer document and asset in both hosts. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=()',
    'X-Frame-Options': 'DENY',
  };
}
