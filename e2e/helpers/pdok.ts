import { ports } from './site';
import { standIn } from './stand-in';

/** Our stand-in for PDOK's Locatieserver (tooling/pdok-locatieserver, ADR 0047). */
const pdok = standIn({
  name: 'pdok',
  tool: 'pdok-locatieserver',
  port: ports.pdok,
  readyPath: '/bzk/locatieserver/search/v3_1/free?rows=0',
});

export const pdokUrl = pdok.url;
export const startPdok = pdok.start;
export const stopPdok = pdok.stop;
