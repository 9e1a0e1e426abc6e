import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../../http/hydra';
import { companyUsersTopic, customerIri } from '../../http/hub-topics';
import { error } from '../../schemas/answers/hydra';
import {
  CompanyChangeRefused,
  companyUserView,
} from '../../plugins/app/companies/company-users-repository';

// What the company's user routes (relation/companies/users.ts) and a user's own routes
// (relation/customers/company-user.ts) share: a user as the screens show them, told to everyone
// watching, and the repository's refusals answered.

/** Someone else is editing the user, or the change would leave no administrator. */
export const userRefused = error(
  409,
  'Someone else is editing it, or no administrator would be left',
);

export type UserView = ReturnType<typeof companyUserView>;

/** A user as the screens show them: with who is editing them (ADR 0008), when anyone is. */
export async function withActivity(app: FastifyInstance, user: UserView) {
  return { ...user, activity: await app.locks.activityOf(customerIri(user.uuid)) };
}

/** Everyone watching the company's users sees the change at once. */
export async function publishUser(app: FastifyInstance, companyUuid: string, user: UserView) {
  const view = await withActivity(app, user);
  await app.hub.publish([companyUsersTopic(companyUuid), view['@id']], view);
  return view;
}

/** A refusal the repository raised, in the caller's language; anything else is re-thrown. */
export function sendRefused(reply: FastifyReply, error: unknown) {
  if (error instanceof CompanyChangeRefused) return sendError(reply, error.status, error.key);
  throw error;
}
