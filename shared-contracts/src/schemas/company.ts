import * as v from 'valibot';
import { emailSchema } from './account';

/** Registration numbers are typed with spaces and dots (0123.456.789); they are kept without. */
const compact = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();

/**
 * Belgian enterprise (KBO/BCE) numbers: 10 digits starting with 0 or 1, whose last two digits
 * are 97 minus the first eight modulo 97. The Belgian VAT number is BE plus that number.
 */
export function isBelgianEnterpriseNumber(digits: string): boolean {
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

export type RegistrationCountry = 'NL' | 'BE';

/** NL: KvK number of 8 digits; BE: enterprise number (KBO) of 10 digits. */
export function chamberOfCommerceCountry(number: string): RegistrationCountry | null {
  if (/^\d{8}$/.test(number)) return 'NL';
  if (isBelgianEnterpriseNumber(number)) return 'BE';
  return null;
}

/** NL: NL + 9 digits + B + 2 digits (NL123456789B01); BE: BE + enterprise number. */
export function vatNumberCountry(number: string): RegistrationCountry | null {
  if (/^NL\d{9}B\d{2}$/.test(number)) return 'NL';
  if (number.startsWith('BE') && isBelgianEnterpriseNumber(number.slice(2))) return 'BE';
  return null;
}

const optionalNumber = (country: (value: string) => RegistrationCountry | null, key: string) =>
  v.pipe(
    v.optional(v.nullable(v.string('validation.invalidValue')), null),
    v.transform((value) => (value ? compact(value) : null)),
    v.check((value) => value === null || country(value) !== null, key),
  );

/** PUT /relation/companies/{uuid}: the company's name and registration numbers. */
export const companyUpdateSchema = v.pipe(
  v.strictObject({
    name: v.pipe(
      v.string('validation.required'),
      v.trim(),
      v.nonEmpty('validation.required'),
      v.maxLength(200, 'validation.maxLength'),
    ),
    chamber_of_commerce_number: optionalNumber(
      chamberOfCommerceCountry,
      'validation.chamberOfCommerceNumber',
    ),
    vat_number: optionalNumber(vatNumberCountry, 'validation.vatNumber'),
  }),
  // A Dutch KvK number with a Belgian VAT number (or the reverse) is a typing mistake.
  v.forward(
    v.partialCheck(
      [['chamber_of_commerce_number'], ['vat_number']],
      ({ chamber_of_commerce_number: coc, vat_number: vat }) =>
        !coc || !vat || chamberOfCommerceCountry(coc) === vatNumberCountry(vat),
      'validation.vatNumberCountry',
    ),
    ['vat_number'],
  ),
);
export type CompanyUpdateInput = v.InferOutput<typeof companyUpdateSchema>;

/** The company roles (ADR 0017; the API's domain/company-roles.ts names their permissions). */
export const companyRoleCodes = ['administrator', 'buyer', 'approver', 'viewer'] as const;
const roleList = v.pipe(
  v.array(v.picklist(companyRoleCodes, 'validation.invalidValue'), 'validation.invalidValue'),
  v.minLength(1, 'validation.companyRoles'),
  v.maxLength(companyRoleCodes.length, 'validation.invalidValue'),
  v.transform((roles) => [...new Set(roles)]),
);

/** POST /relation/companies/{uuid}/users: invite a new user with their roles. */
export const companyUserInviteSchema = v.strictObject({
  email: emailSchema,
  fullname: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(200, 'validation.maxLength'),
  ),
  companyRoles: roleList,
});
export type CompanyUserInviteInput = v.InferOutput<typeof companyUserInviteSchema>;

/** PUT /relation/customers/{uuid}/company-roles: the user's roles. */
export const companyRolesSchema = v.strictObject({ companyRoles: roleList });
export type CompanyRolesInput = v.InferOutput<typeof companyRolesSchema>;

/** PUT /relation/companies/{uuid}/roles/{code}: which permissions the role holds. */
export const rolePermissionsSchema = v.strictObject({
  permissions: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(50)), 'validation.invalidValue'),
    v.maxLength(20, 'validation.invalidValue'),
  ),
});
export type RolePermissionsInput = v.InferOutput<typeof rolePermissionsSchema>;

/** POST /order/orders/{uuid}/reject: why the order is not approved. */
export const orderRejectionSchema = v.strictObject({
  reason: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(500, 'validation.maxLength'),
  ),
});
export type OrderRejectionInput = v.InferOutput<typeof orderRejectionSchema>;

/** PUT /relation/companies/{uuid}/approval-rules: which orders wait for an approver. */
export const approvalRulesSchema = v.strictObject({
  /** Orders above this amount incl. VAT, in cents; null: no amount rule. */
  thresholdCents: v.nullable(
    v.pipe(
      v.number('validation.invalidValue'),
      v.integer('validation.integer'),
      v.minValue(0, 'validation.minValue'),
      v.maxValue(100_000_000, 'validation.maxValue'),
    ),
  ),
  /** Every order of users with one of these roles. */
  roles: v.pipe(
    v.array(v.picklist(companyRoleCodes, 'validation.invalidValue'), 'validation.invalidValue'),
    v.transform((roles) => [...new Set(roles)]),
  ),
});
export type ApprovalRulesInput = v.InferOutput<typeof approvalRulesSchema>;

/** PUT /relation/customers/{uuid}/company-user: what an administrator may change of a user. */
export const companyUserUpdateSchema = v.strictObject({
  fullname: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(200, 'validation.maxLength'),
  ),
});
export type CompanyUserUpdateInput = v.InferOutput<typeof companyUserUpdateSchema>;
