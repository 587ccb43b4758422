/** Favorites: the star and the strip on the stopwatch screen (English, the source of truth). */
export const favoritesEn = {
  'favorites.heading': 'Favorites',
  'favorites.star': 'Star {name}',
  'favorites.unstar': 'Unstar {name}',
  'favorites.gone': '{favorite} (no longer available)',
  'favorites.remove': 'Remove {favorite}',
  'favorites.start': 'Start {favorite}',
  'favorites.switchTo': 'Switch to {favorite}',
} as const;
