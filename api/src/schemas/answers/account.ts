import * as v from 'valibot';
import { collectionOf, item, member } from './hydra';

/** The accounts', companies' and reports' answers, for the document (ADR 0038). */
const uuid = v.pipe(v.string(), v.uuid());
const nullableText = v.nullable(v.string());

/** Who is editing an item, and until when (`ItemActivity` of @shop/contracts/api). */
export const activitySchema = v.nullable(
  v.object({
    event: v.literal('lock'),
    user: v.object({ uuid: v.string(), fullname: v.string() }),
    timestamp: v.string(),
    expires_at: v.string(),
  }),
);

export const meSchema = item('User', {
  uuid,
  email: v.string(),
  fullname: v.string(),
  customerType: v.string(),
  currentCompany: v.nullable(uuid),
  onAccount: v.boolean(),
  permissions: v.array(v.string()),
});

export const hubTokenSchema = item('HubToken', {
  hub: v.string(),
  token: v.string(),
  topics: v.array(v.string()),
  expires_in: v.number(),
});

/** POST /customers: the new account (its address is in `Location` too). */
export const newCustomerSchema = item('Customer', { uuid });

export const passwordResetMailAnswer = v.object({
  '@context': v.string(),
  '@type': v.literal('PasswordResetMail'),
  expiresAt: v.string(),
});

/** GET and PUT /relation/customers/{uuid} (`Customer` of @shop/contracts/api). */
export const customerSchema = item('Customer', {
  uuid,
  email: v.string(),
  fullname: v.string(),
  birthdate: nullableText,
  preferred_language: nullableText,
  customerType: v.picklist(['private', 'business']),
  company: nullableText,
  companyName: nullableText,
  currentDefaultDeliveryAddress: nullableText,
});

/** `Company` of @shop/contracts/api. */
export const companySchema = item('Company', {
  uuid,
  name: v.string(),
  chamber_of_commerce_number: nullableText,
  vat_number: nullableText,
  activity: activitySchema,
});

const companyUserEntries = {
  uuid,
  email: v.string(),
  fullname: v.string(),
  companyRoles: v.array(v.string()),
  active: v.boolean(),
  activity: activitySchema,
};

/** A user of a company as the users screen shows them (`companyUserView()`). */
export const companyUserSchema = item('Customer', companyUserEntries);
export const companyUserListSchema = collectionOf(member('Customer', companyUserEntries));

/** The approval rules and the roles' permissions: as the company screens read them. */
export const approvalRulesAnswer = v.object({ '@context': v.string(), '@id': v.string() });
export const companyRolesAnswer = v.object({ '@context': v.string(), '@id': v.string() });

const addressEntries = {
  uuid,
  customer: nullableText,
  company: nullableText,
  attn: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  companyName: v.string(),
  street: v.string(),
  housenumber: v.string(),
  housenumber_addition: v.string(),
  postcode: v.string(),
  city: v.string(),
  country: v.string(),
  phoneNumber: v.string(),
  newsletter: v.boolean(),
  deliveryAddress: v.boolean(),
  isCompanyMainAddress: v.boolean(),
  isDefaultDeliveryAddress: v.boolean(),
  isDefaultInvoiceAddress: v.boolean(),
  activity: activitySchema,
};

/** An address of a book (`Address` of @shop/contracts/api). */
export const addressSchema = item('Address', addressEntries);
export const addressListSchema = collectionOf(member('Address', addressEntries));

const reportEntries = {
  uuid,
  name: v.string(),
  from: v.string(),
  till: v.string(),
  created_at: v.string(),
  created_by: nullableText,
  row_count: v.number(),
  downloads: v.object({ csv: v.string(), xlsx: v.string() }),
};
export const reportSchema = item('CompanyReportCustomerHistory', reportEntries);
export const reportListSchema = collectionOf(member('CompanyReportCustomerHistory', reportEntries));

/** POST /token: an access token, and a refresh token for a password or code grant. */
export const tokenAnswer = v.object({
  access_token: v.string(),
  refresh_token: v.optional(v.string()),
  expires_in: v.number(),
  token_type: v.literal('Bearer'),
});

/** RFC 8414 metadata (`authorizationServerMetadata()` in domain/oauth-metadata.ts). */
export const oauthMetadataSchema = v.object({
  issuer: v.string(),
  authorization_endpoint: v.string(),
  token_endpoint: v.string(),
  revocation_endpoint: v.string(),
  response_types_supported: v.array(v.string()),
  grant_types_supported: v.array(v.string()),
  code_challenge_methods_supported: v.array(v.string()),
  token_endpoint_auth_methods_supported: v.array(v.string()),
  scopes_supported: v.array(v.string()),
});
