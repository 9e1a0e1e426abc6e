import type { FastifyInstance } from 'fastify';

/**
 * Every route an app has registered, as `METHOD /url` (HEAD, which Fastify adds beside each
 * GET and the access table treats as GET, is left out), read from `printRoutes`: Fastify keeps
 * no other list, and a hook would have to be in place before `buildApp` registers anything.
 * The radix tree is read as printed (each line a piece of path below its parent, four characters
 * deeper); the flattened `commonPrefix: false` form drops pieces without a handler of their own.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const found = new Set<string>();
  const parents: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD') found.add(`${method} ${path}`);
  }
  return [...found].sort();
}
