import type { favoritesEn } from '../en/favorites.ts';

/** Favoriten: der Stern und die Leiste auf der Stoppuhr (Deutsch, formelle Anrede). */
export const favoritesDe: Record<keyof typeof favoritesEn, string> = {
  'favorites.heading': 'Favoriten',
  'favorites.star': '{name} zu Favoriten hinzufügen',
  'favorites.unstar': '{name} aus Favoriten entfernen',
  'favorites.gone': '{favorite} (nicht mehr verfügbar)',
  'favorites.remove': '{favorite} entfernen',
  'favorites.start': '{favorite} starten',
  'favorites.switchTo': 'Zu {favorite} wechseln',
};
