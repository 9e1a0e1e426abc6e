import { stopSite } from './helpers/site';

export default function globalTeardown() {
  stopSite();
}
