import type { LocalizedText } from '../db/schema';

const t = (nl: string, fr: string, en: string): LocalizedText => ({
  'nl-nl': nl,
  'fr-be': fr,
  'en-us': en,
});

/** The names of the colours products are filed under (products.colour holds the code). */
export const colourLabels: Record<string, LocalizedText> = {
  rood: t('Rood', 'Rouge', 'Red'),
  roze: t('Roze', 'Rose', 'Pink'),
  wit: t('Wit', 'Blanc', 'White'),
  geel: t('Geel', 'Jaune', 'Yellow'),
  oranje: t('Oranje', 'Orange', 'Orange'),
  paars: t('Paars', 'Violet', 'Purple'),
  blauw: t('Blauw', 'Bleu', 'Blue'),
  gemengd: t('Gemengd', 'Mélangé', 'Mixed'),
  groen: t('Groen', 'Vert', 'Green'),
};

/** The names of the occasions (products.occasion; 'any' suits every occasion and is no choice). */
export const occasionLabels: Record<string, LocalizedText> = {
  love: t('Liefde', 'Amour', 'Love'),
  birthday: t('Verjaardag', 'Anniversaire', 'Birthday'),
  thanks: t('Bedankt', 'Merci', 'Thank you'),
  congratulations: t('Felicitaties', 'Félicitations', 'Congratulations'),
  'get-well': t('Beterschap', 'Prompt rétablissement', 'Get well'),
  sympathy: t('Condoleance', 'Condoléances', 'Sympathy'),
};
