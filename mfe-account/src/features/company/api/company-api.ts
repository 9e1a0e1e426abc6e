import { http, lock, unlock } from '@shop/shared-http';
import type { Company } from '@shop/contracts/api';
import type { CompanyUpdateInput } from '@shop/contracts/schemas';

export const COMPANIES_ENDPOINT = '/relation/companies';
/** The live update hub, proxied on the site's own origin (like /api). */
export const HUB_URL = '/.well-known/mercure';

export type { Company };

export const getCompany = (uuid: string, signal?: AbortSignal) =>
  http().request<Company>(`${COMPANIES_ENDPOINT}/${encodeURIComponent(uuid)}`, { signal });

export const updateCompany = (company: Company, input: CompanyUpdateInput) =>
  http().update<Company>(COMPANIES_ENDPOINT, company.uuid, input);

export const lockCompany = (company: Company) => lock<Company>(COMPANIES_ENDPOINT, company);
export const unlockCompany = (company: Company) => unlock<Company>(COMPANIES_ENDPOINT, company);

/** A fresh subscriber token for the hub (asked again whenever the hub refuses one). */
export const getHubToken = async () =>
  (await http().request<{ token: string }>('/me/hub-token')).token;
