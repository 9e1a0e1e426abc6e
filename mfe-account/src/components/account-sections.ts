/**
 * The account area's children (spec section 2), their navigation label keys and the
 * permissions each needs. Company screens need company permissions (docs/adr/0006).
 */
export const accountSections = [
  { path: 'overzicht', label: 'nav.overview', permissions: [] },
  { path: 'adresboek', label: 'nav.addressBook', permissions: [] },
  { path: 'bedrijf', label: 'nav.organisation', permissions: ['company.read'] },
  { path: 'bestellingen', label: 'nav.orders', permissions: [] },
  { path: 'gebruikers', label: 'nav.users', permissions: ['users.manage'] },
  { path: 'goedkeuringen', label: 'nav.approvals', permissions: ['orders.approve'] },
  { path: 'instellingen', label: 'nav.personalInformation', permissions: [] },
  { path: 'rapportages', label: 'nav.reports', permissions: ['reports.read'] },
  { path: 'wachtwoord-wijzigen', label: 'nav.changePassword', permissions: [] },
] as const satisfies readonly { path: string; label: string; permissions: readonly string[] }[];
