import type { LocalizedText } from '../db/schema';

const t = (nl: string, fr: string, en: string): LocalizedText => ({
  'nl-nl': nl,
  'fr-be': fr,
  'en-us': en,
});
/** What each view shows, for its alt text ("Rode rozen, van dichtbij"). */
export const viewLabels: LocalizedText[] = [
  t('vooraanzicht', 'vue de face', 'front view'),
  t('van dichtbij', 'vue rapprochée', 'close-up'),
  t('van bovenaf', 'vue de dessus', 'from above'),
  t('in huis', 'à la maison', 'at home'),
];
export const MAX_PRODUCT_VIEWS = viewLabels.length;

/** How many views a product shows: its own count (2–4), within what the views can be. */
export const viewCount = (imageCount: number) =>
  Math.min(Math.max(imageCount, 1), MAX_PRODUCT_VIEWS);
