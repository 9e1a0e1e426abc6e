// The ceiling the API is measured against: Fastify answering a small JSON body and nothing else,
// in a process of its own as the API is. PORT comes from the environment.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiPackage = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api/package.json',
);
const Fastify = createRequire(apiPackage)('fastify');
const app = Fastify({ logger: false });
app.get('/ping', async () => ({ ok: true, at: Date.now() }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
