import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache, with the settings that keep screens truthful offline. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Main pushes changes as events; polling on focus would only add work. Reads go to main,
      // never to the network directly, so the browser's idea of being online does not matter
      // ('always': an offline computer would otherwise pause every read for good). What was
      // read stays for the day (gcTime), so a screen shows the last data while offline.
      queries: {
        refetchOnWindowFocus: false,
        retry: 1,
        staleTime: 30_000,
        gcTime: 24 * 60 * 60_000,
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}
