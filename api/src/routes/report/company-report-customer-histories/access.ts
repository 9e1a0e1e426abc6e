import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // Rows: the caller's own company's reports and orders only.
  permissions: {
    'reports.read': [
      'GET /report/company-report-customer-histories',
      'POST /report/company-report-customer-histories',
      'GET /report/company-report-customer-histories/:uuid/download',
    ],
  },
} satisfies AccessDeclaration;
