import type { FastifyInstance } from 'fastify';
import { routeAccess, staffRouteAccess, type RouteAccess } from '../../src/http/route-access';

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  nullable?: boolean;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `POST /carts/{uuid}/lines`, as the report names it. */
  key: string;
  method: string;
  /** OpenAPI path template: `/carts/{uuid}/lines`. */
  path: string;
  parameters: Parameter[];
  /** Content types the body is documented with, first preferred; empty without a body. */
  bodyTypes: string[];
  bodySchema?: JsonSchema;
  /** From the route access table: public, or the permissions a signed-in customer needs. */
  access: RouteAccess;
}

/** The access table keys routes Fastify-style (`/carts/:uuid`), OpenAPI writes `{uuid}`. */
function accessOf(method: string, path: string): Operation['access'] {
  const key = `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
  if ((routeAccess.public as readonly string[]).includes(key)) return { kind: 'public' };
  // The back office's routes: a staff member's token (ADR 0039).
  const staff = Object.entries(staffRouteAccess)
    .filter(([, routes]) => (routes as readonly string[]).includes(key))
    .map(([name]) => name);
  if (staff.length) return { kind: 'staff', permissions: staff };
  if ((routeAccess.signedIn as readonly string[]).includes(key))
    return { kind: 'signedIn', permissions: [] };
  const permissions = Object.entries(routeAccess)
    .filter(([name, routes]) => name !== 'public' && (routes as readonly string[]).includes(key))
    .map(([name]) => name);
  if (!permissions.length) throw new Error(`${key} is not in the route access table`);
  return { kind: 'signedIn', permissions };
}

/** Every operation the app documents, read from its own OpenAPI document. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      const body = operation.requestBody as
        { content: Record<string, { schema: JsonSchema }> } | undefined;
      const bodyTypes = Object.keys(body?.content ?? {});
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        bodyTypes,
        bodySchema: bodyTypes[0] ? body!.content[bodyTypes[0]]!.schema : undefined,
        access: accessOf(upper, path),
      });
    }
  }
  return operations;
}
