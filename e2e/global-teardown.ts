import { stopSite } from './helpers/site';
import { stopPdok } from './helpers/pdok';

export default function globalTeardown() {
  stopSite();
  stopPdok();
}
