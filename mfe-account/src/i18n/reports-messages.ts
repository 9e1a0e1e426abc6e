import { registerTranslations } from '@shop/shared-ui';

// The reports screen's texts, in the 'account' namespace; they load with that screen only.
const nlNl = {
  reports: {
    intro:
      'Maak een overzicht van de bestellingen van je bedrijf in een periode en download het als CSV- of Excel-bestand.',
    newTitle: 'Nieuwe rapportage',
    name: 'Naam van de rapportage',
    nameHint: 'Bijvoorbeeld: Bestellingen eerste kwartaal',
    from: 'Van',
    till: 'Tot en met',
    periodHint: 'Een periode van hoogstens 3 jaar',
    create: 'Rapportage maken',
    created_one: 'Rapportage "{{name}}" gemaakt, met {{count}} bestelling.',
    created_other: 'Rapportage "{{name}}" gemaakt, met {{count}} bestellingen.',
    historyTitle: 'Gemaakte rapportages',
    empty: 'Er zijn nog geen rapportages.',
    columns: {
      name: 'Naam',
      period: 'Periode',
      createdAt: 'Gemaakt op',
      rows: 'Bestellingen',
      downloads: 'Downloaden',
    },
    period: '{{from}} t/m {{till}}',
    createdBy: 'door {{name}}',
    download_csv: 'CSV downloaden',
    download_xlsx: 'XLSX downloaden',
    download_csv_of: 'CSV downloaden van {{name}}',
    download_xlsx_of: 'XLSX downloaden van {{name}}',
    downloaded: '{{file}} is gedownload.',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  reports: {
    intro:
      'Make an overview of your company’s orders in a period and download it as a CSV or Excel file.',
    newTitle: 'New report',
    name: 'Name of the report',
    nameHint: 'For example: Orders first quarter',
    from: 'From',
    till: 'Up to and including',
    periodHint: 'A period of 3 years at most',
    create: 'Create report',
    created_one: 'Report "{{name}}" created, with {{count}} order.',
    created_other: 'Report "{{name}}" created, with {{count}} orders.',
    historyTitle: 'Reports made',
    empty: 'There are no reports yet.',
    columns: {
      name: 'Name',
      period: 'Period',
      createdAt: 'Created at',
      rows: 'Orders',
      downloads: 'Download',
    },
    period: '{{from}} to {{till}}',
    createdBy: 'by {{name}}',
    download_csv: 'Download CSV',
    download_xlsx: 'Download XLSX',
    download_csv_of: 'Download CSV of {{name}}',
    download_xlsx_of: 'Download XLSX of {{name}}',
    downloaded: '{{file}} has been downloaded.',
  },
};

const frBe: Messages = {
  reports: {
    intro:
      'Établissez un aperçu des commandes de votre entreprise sur une période et téléchargez-le en fichier CSV ou Excel.',
    newTitle: 'Nouveau rapport',
    name: 'Nom du rapport',
    nameHint: 'Par exemple : Commandes du premier trimestre',
    from: 'Du',
    till: 'Au (inclus)',
    periodHint: 'Une période de 3 ans maximum',
    create: 'Créer le rapport',
    created_one: 'Rapport « {{name}} » créé, avec {{count}} commande.',
    created_other: 'Rapport « {{name}} » créé, avec {{count}} commandes.',
    historyTitle: 'Rapports créés',
    empty: "Il n'y a pas encore de rapports.",
    columns: {
      name: 'Nom',
      period: 'Période',
      createdAt: 'Créé le',
      rows: 'Commandes',
      downloads: 'Télécharger',
    },
    period: 'du {{from}} au {{till}}',
    createdBy: 'par {{name}}',
    download_csv: 'Télécharger le CSV',
    download_xlsx: 'Télécharger le XLSX',
    download_csv_of: 'Télécharger le CSV de {{name}}',
    download_xlsx_of: 'Télécharger le XLSX de {{name}}',
    downloaded: '{{file}} a été téléchargé.',
  },
};

// Flemish words these texts as nl-nl does (nl-be falls back to it).
registerTranslations('account', { 'nl-nl': nlNl, 'nl-be': {}, 'fr-be': frBe, 'en-us': enUs });
