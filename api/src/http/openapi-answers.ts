import type { RouteOptions } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { accessOf } from './route-access';
import { openApiSchema } from './valibot-schema';
import {
  errorDescriptions,
  hydraErrorAnswer,
  JSON_LD_TYPE,
  type Answer,
  type Answers,
} from './answers';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The methods of a route as swagger hands it over. */
const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

/**
 * The errors a route gives by its kind alone (ADR 0038), all as a `hydra:Error`:
 * 400 on every route (an unknown `x-site-context` is refused before any route runs, and so is
 * a path parameter, query, header or body that is not valid), 401 and 403 from the access
 * table, 404 and 414 for a path parameter (an unknown or too long one), 413 and 415 for a
 * method with a body, 429 for a route-level rate limit.
 */
export function derivedErrors(route: RouteOptions, url: string): number[] {
  const method = methodsOf(route)[0]!;
  const hasPathParams = url.includes(':');
  const statuses = [400];
  const takesBody = BODY_METHODS.has(method);
  const access = accessOf(method, url);
  // Staff routes (ADR 0039) need a staff member or the fulfilment client with the permission.
  if (access?.kind === 'signedIn' || access?.kind === 'staff') {
    statuses.push(401);
    if (access.permissions.length > 0) statuses.push(403);
  }
  if (hasPathParams) statuses.push(404, 414);
  if (takesBody) statuses.push(413, 415);
  const rateLimit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  if (rateLimit) statuses.push(429);
  return statuses;
}

const jsonSchemaOf = (answer: Answer) => (answer.schema ? openApiSchema(answer.schema) : {});

/** One status's answers as @fastify/swagger reads a response: a description and its content. */
function responseOf(answers: Answer[]) {
  const description = answers.map((answer) => answer.description).join('; or ');
  const typed = answers.filter((answer) => answer.type);
  if (!typed.length) return { type: 'null', description };
  const content = Object.fromEntries(
    typed.map((answer) => [answer.type!, { schema: jsonSchemaOf(answer) }]),
  );
  return { description, content };
}

const isSuccess = (status: number) => status < 400;

/**
 * @fastify/swagger's `transform`: the document's responses and security of one route, from the
 * route's `answers`, its shape and the access table. Only the document changes: the route's
 * own schema (and so how Fastify serializes its answers) stays as it is.
 */
export const documentOperation: SwaggerTransform = ({ schema, url, route }) => {
  if (schema?.hide) return { schema, url };
  const { answers = {}, ...rest } = schema ?? {};
  // The route's own `response` serializes its answers at run time; the document has its own.
  delete rest.response;
  const all: Record<number, Answer[]> = {};
  for (const [status, answer] of Object.entries(answers as Answers))
    all[Number(status)] = [answer!].flat();
  // A derived error joins what the route declares for that status unless it names its type.
  for (const status of derivedErrors(route, url)) {
    const declared = all[status] ?? [];
    if (!declared.some((answer) => answer.type === JSON_LD_TYPE))
      all[status] = [...declared, hydraErrorAnswer(errorDescriptions[status]!)];
  }
  const response: Record<string, unknown> = {};
  for (const [status, statusAnswers] of Object.entries(all))
    response[status] = responseOf(statusAnswers);
  // Not declared yet: the document says so rather than promising a 200 (see ADR 0038).
  if (!Object.keys(all).map(Number).some(isSuccess))
    response.default = { description: 'Not documented yet' };
  const access = accessOf(methodsOf(route)[0]!, url);
  return {
    url,
    schema: {
      ...rest,
      response,
      security: access?.kind === 'signedIn' || access?.kind === 'staff' ? [{ bearer: [] }] : [],
    },
  };
};

/** Schemas the document names once under `components.schemas` (their valibot `title`). */
const NAMED = new Set(['HydraError', 'OAuthError']);

interface Paths {
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
    >
  >;
  components: { schemas?: Record<string, unknown> };
}

/**
 * @fastify/swagger's `transformObject`: an answer schema with a title of `NAMED` (the one error
 * schema, above all) is written once under `components.schemas` and referenced everywhere.
 */
export const nameSharedSchemas: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject as unknown as Paths;
  const named: Record<string, unknown> = {};
  for (const operations of Object.values(document.paths))
    for (const operation of Object.values(operations))
      for (const response of Object.values(operation.responses ?? {}))
        for (const media of Object.values(response.content ?? {})) {
          nullInNullableEnums(media.schema);
          const title = (media.schema as { title?: string } | undefined)?.title;
          if (!title || !NAMED.has(title)) continue;
          named[title] ??= media.schema;
          media.schema = { $ref: `#/components/schemas/${title}` };
        }
  document.components.schemas = { ...document.components.schemas, ...named };
  return documentObject.openapiObject;
};

/**
 * OpenAPI 3.0.3: `nullable` adds no `null` to an `enum`, which must list it itself; @fastify/swagger
 * writes a nullable picklist as `{ enum, nullable: true }`, so `null` is added to the answers'.
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullInNullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: boolean; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  Object.values(node).forEach(nullInNullableEnums);
}
