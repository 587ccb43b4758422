import type { AppLocale, Catalog } from './catalog.ts';

/**
 * One language's catalog, loaded on demand: in the renderer each becomes its own chunk, so the
 * first screen carries only the language it shows.
 */
export async function loadCatalog(locale: AppLocale): Promise<Catalog> {
  switch (locale) {
    case 'de':
      return (await import('./messages-de.ts')).de;
    case 'en':
      return (await import('./messages-en.ts')).en;
  }
}
