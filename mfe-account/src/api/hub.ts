import { http } from '@shop/shared-http';

/** The live update hub, proxied on the site's own origin (like /api). */
export const HUB_URL = '/.well-known/mercure';

/** A fresh subscriber token for the hub (asked again whenever the hub refuses one). */
export const getHubToken = async () =>
  (await http().request<{ token: string }>('/me/hub-token')).token;
