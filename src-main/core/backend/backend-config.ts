/** Where the core finds its service: started in-process, or a deployment reachable over HTTP. */
export type BackendConfig =
  | { readonly kind: 'embedded'; readonly dataDir: string; readonly demo?: boolean }
  | { readonly kind: 'remote'; readonly url: string };
