import { apiIri, http, type ItemActivity } from '@shop/shared-http';
import type { CompanyUserInviteInput } from '@shop/contracts/schemas';

export type CompanyRole = 'administrator' | 'buyer' | 'approver' | 'viewer';

export interface CompanyUser {
  uuid: string;
  email: string;
  fullname: string;
  companyRoles: CompanyRole[];
  active: boolean;
  '@id': string;
  /** Who is editing the user now, if anyone (ADR 0008). */
  activity: ItemActivity | null;
}

export interface CompanyRoles {
  permissions: string[];
  roles: { code: CompanyRole; permissions: string[] }[];
}

interface Collection<T> {
  'hydra:member': T[];
}

const company = (uuid: string) => `/relation/companies/${encodeURIComponent(uuid)}`;
const customer = (uuid: string) => `/relation/customers/${encodeURIComponent(uuid)}`;

export const usersApi = {
  list: async (companyUuid: string, signal?: AbortSignal) =>
    (await http().request<Collection<CompanyUser>>(`${company(companyUuid)}/users`, { signal }))[
      'hydra:member'
    ],
  invite: (companyUuid: string, input: CompanyUserInviteInput) =>
    http().request<CompanyUser>(`${company(companyUuid)}/users`, { method: 'POST', body: input }),
  setRoles: (uuid: string, companyRoles: CompanyRole[]) =>
    http().request<CompanyUser>(`${customer(uuid)}/company-roles`, {
      method: 'PUT',
      body: { companyRoles },
    }),
  rename: (uuid: string, fullname: string) =>
    http().request<CompanyUser>(`${customer(uuid)}/company-user`, {
      method: 'PUT',
      body: { fullname },
    }),
  setActive: (uuid: string, active: boolean) =>
    http().request<CompanyUser>(`${customer(uuid)}/${active ? 'activate' : 'deactivate'}`, {
      method: 'POST',
      body: {},
    }),
  lock: (uuid: string) =>
    http().request<CompanyUser>(`${customer(uuid)}/lock`, { method: 'POST', body: {} }),
  unlock: (uuid: string) =>
    http().request<CompanyUser>(`${customer(uuid)}/unlock`, { method: 'POST', body: {} }),
  /** The company's user list topic on the hub: every change to a user arrives on it. */
  topic: (companyUuid: string) => apiIri(`${company(companyUuid)}/users`),
  hubToken: async () => (await http().request<{ token: string }>('/me/hub-token')).token,
  roles: (companyUuid: string, signal?: AbortSignal) =>
    http().request<CompanyRoles>(`${company(companyUuid)}/roles`, { signal }),
  setRolePermissions: (companyUuid: string, role: CompanyRole, permissions: string[]) =>
    http().request<CompanyRoles>(`${company(companyUuid)}/roles/${role}`, {
      method: 'PUT',
      body: { permissions },
    }),
};
