import type { FastifyReply } from 'fastify';
import type { ItemActivity } from '../plugins/app/core/lock-repository';
import { JSON_LD, hydraError } from './hydra';

/** The shop's clock for people: Dutch and Belgian shoppers share this time zone. */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

export function lockTime(iso: string, locale: string): string {
  const [language, region] = locale.split('-');
  return new Intl.DateTimeFormat(`${language}-${(region ?? '').toUpperCase()}`, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * 409: someone else holds a live lock. The message names who and until when; the activity
 * comes along so the site can show the lock at once.
 */
export function sendLockConflict(reply: FastifyReply, activity: ItemActivity) {
  const { t, locale } = reply.request;
  const message = t('locks.heldBy', {
    name: activity.user.fullname,
    time: lockTime(activity.expires_at, locale),
  });
  return reply
    .code(409)
    .type(JSON_LD)
    .send({ ...hydraError(message, message), activity });
}
