/** The account area's children (spec section 2), with their navigation label keys. */
export const accountSections = [
  { path: 'overzicht', label: 'nav.overview' },
  { path: 'adresboek', label: 'nav.addressBook' },
  { path: 'bedrijf', label: 'nav.organisation' },
  { path: 'bestellingen', label: 'nav.orders' },
  { path: 'gebruikers', label: 'nav.users' },
  { path: 'instellingen', label: 'nav.personalInformation' },
  { path: 'rapportages', label: 'nav.reports' },
  { path: 'wachtwoord-wijzigen', label: 'nav.changePassword' },
] as const;
