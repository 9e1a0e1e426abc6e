import { stopSite } from './helpers/site';
import { stopPdok } from './helpers/pdok';
import { stopMollie } from './helpers/mollie';

export default function globalTeardown() {
  stopSite();
  stopPdok();
  stopMollie();
}
