import type { FastifyReply } from 'fastify';
import type { Violation } from '@shop/shared-ui/schemas';
import { contextIri, iri } from './iri';

export const JSON_LD = 'application/ld+json; charset=utf-8';

/**
 * A Hydra collection of one resource type at the API path `path`; `@context` names the members'
 * type, as API Platform does.
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
