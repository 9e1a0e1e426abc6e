import type { Locale } from './locales';

/**
 * More of the 'common' namespace: the personalization design's validation (ADR 0028). The API
 * answers with them; the site registers them with the design dialog, so the product page
 * carries them only once the shopper makes a design.
 */
const nlNl = {
  validation: {
    designRequired: 'Maak eerst je ontwerp: de personalisatie is nog leeg',
    designEmpty: 'Vul minstens één regel in of voeg een foto toe',
    designLineRequired: 'Vul deze regel in',
    designPhotoRequired: 'Voeg een foto toe',
    designPhotoType: 'Upload een foto als JPEG of PNG',
    designPhotoSize: 'Een foto mag maximaal {{size}} MB groot zijn',
    designPhotoUnknown: 'Deze foto hoort niet bij deze winkelwagen',
    designWithoutPersonalization: 'Een ontwerp kan alleen bij een personalisatie',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  validation: {
    designRequired: 'Make your design first: the personalization is still empty',
    designEmpty: 'Fill in at least one line or add a photo',
    designLineRequired: 'Fill in this line',
    designPhotoRequired: 'Add a photo',
    designPhotoType: 'Upload a photo as a JPEG or PNG file',
    designPhotoSize: 'A photo can be at most {{size}} MB',
    designPhotoUnknown: 'This photo does not belong to this cart',
    designWithoutPersonalization: 'A design only goes with a personalization',
  },
};

const frBe: Messages = {
  validation: {
    designRequired: 'Créez d’abord votre design : la personnalisation est encore vide',
    designEmpty: 'Remplissez au moins une ligne ou ajoutez une photo',
    designLineRequired: 'Remplissez cette ligne',
    designPhotoRequired: 'Ajoutez une photo',
    designPhotoType: 'Téléchargez une photo au format JPEG ou PNG',
    designPhotoSize: 'Une photo ne peut pas dépasser {{size}} Mo',
    designPhotoUnknown: "Cette photo n'appartient pas à ce panier",
    designWithoutPersonalization: 'Un design ne va qu’avec une personnalisation',
  },
};

// Flemish says only this differently; the rest falls back to nl-nl.
const nlBe = { validation: { designPhotoType: 'Laad een foto op als JPEG of PNG' } };

export const designCommonMessages: Record<Locale, { validation: Partial<Messages['validation']> }> =
  {
    'nl-nl': nlNl,
    'nl-be': nlBe,
    'fr-be': frBe,
    'en-us': enUs,
  };
