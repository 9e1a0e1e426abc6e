import type { FastifyReply } from 'fastify';
import type { Violation } from '@shop/contracts/schemas';
import { contextIri, iri } from './iri';

export const JSON_LD = 'application/ld+json; charset=utf-8';

/**
 * A Hydra collection of one resource type at the API path `path`; `@context` names the members'
 * type, as API Platform does. A paged list adds its `hydra:view` (see `pageView`).
 */
export function collection<T>(
  resource: string,
  path: string,
  members: T[],
  totalItems = members.length,
) {
  return {
    '@context': contextIri(resource),
    '@id': iri(path),
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': totalItems,
  };
}

export interface HydraPageView {
  '@id': string;
  '@type': 'hydra:PartialCollectionView';
  'hydra:first': string;
  'hydra:last': string;
  'hydra:previous'?: string;
  'hydra:next'?: string;
}

/**
 * The paging links of one page of a list, as API Platform writes them: the request's own URL
 * (`url`, path and query as the API received it) with only `page` changed, so every filter and
 * `page_items` stays in the links. An empty list still has one page.
 */
export function pageView(url: string, page: number, perPage: number, totalItems: number) {
  const { pathname, searchParams } = new URL(url, 'http://api.invalid');
  const lastPage = Math.max(1, Math.ceil(totalItems / perPage));
  const at = (number: number) => {
    const query = new URLSearchParams(searchParams);
    query.set('page', String(number));
    return iri(`${pathname}?${query}`);
  };
  const view: HydraPageView = {
    '@id': at(page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': at(1),
    'hydra:last': at(lastPage),
  };
  if (page > 1) view['hydra:previous'] = at(Math.min(page - 1, lastPage));
  if (page < lastPage) view['hydra:next'] = at(page + 1);
  return view;
}

export interface HydraErrorBody {
  '@context': string;
  '@type': 'hydra:Error';
  'hydra:title': string;
  'hydra:description': string;
  violations?: { propertyPath: string; message: string; code: string }[];
}

export function hydraError(
  title: string,
  description: string,
  violations?: HydraErrorBody['violations'],
): HydraErrorBody {
  return {
    '@context': contextIri('Error'),
    '@type': 'hydra:Error',
    'hydra:title': title,
    'hydra:description': description,
    ...(violations ? { violations } : {}),
  };
}

/** Sends a localized hydra:Error. */
export function sendError(
  reply: FastifyReply,
  status: number,
  key: string,
  values?: Record<string, unknown>,
) {
  const t = reply.request.t;
  const message = t(key, values);
  return reply.code(status).type(JSON_LD).send(hydraError(message, message));
}

export function violationsBody(
  t: (key: string, values?: Record<string, unknown>) => string,
  violations: Violation[],
) {
  const localized = violations.map((violation) => ({
    propertyPath: violation.path,
    message: t(violation.key, violation.values),
    code: violation.key,
  }));
  const first = localized[0];
  return hydraError(
    t('errors.form'),
    first
      ? `${first.propertyPath ? `${first.propertyPath}: ` : ''}${first.message}`
      : t('errors.form'),
    localized,
  );
}

/**
 * A 400 for a payload the catalogue refuses (a sold-out variation, a card too full): the
 * violations point at the fields, and the description is the first message alone, as the
 * shopper reads it next to the add-to-cart button.
 */
export function sendRefusal(reply: FastifyReply, violations: Violation[], status = 400) {
  const body = violationsBody(reply.request.t, violations);
  const first = body.violations?.[0];
  return reply
    .code(status)
    .type(JSON_LD)
    .send({ ...body, 'hydra:description': first?.message ?? body['hydra:description'] });
}
