import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RecordedAnswer } from './answer-log';

interface MediaObject {
  schema?: Record<string, unknown>;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components?: { schemas?: Record<string, unknown> };
}

interface Template {
  path: string;
  pattern: RegExp;
  params: number;
}

const isJson = (media: string) => /[/+]json$/.test(media);

/** `/carts/{uuid}/lines` as a pattern; a path without parameters is preferred when both match. */
function templatesOf(document: OpenApiDocument): Template[] {
  return Object.keys(document.paths)
    .map((path) => ({
      path,
      pattern: new RegExp(
        `^${path
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[^/]+')}$`,
      ),
      params: (path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
}

export interface Problem {
  /** What is wrong, the same for every answer with the same fault. */
  key: string;
  /** One answer's details: the path, the test file, the validator's words. */
  detail: string;
}

/**
 * A function that holds one recorded answer against the document: null when the document
 * declares it (or does not cover it: an unknown URL, HEAD, an operation not documented yet).
 * OpenAPI 3.0's schemas are JSON Schema draft 7 with `nullable`, which Ajv reads too.
 */
export function answerChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const definitions = JSON.parse(
    JSON.stringify(document.components?.schemas ?? {}).replaceAll(
      '#/components/schemas/',
      '#/definitions/',
    ),
  );
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: Record<string, unknown>) => {
    let validate = compiled.get(key);
    if (!validate) {
      const own = JSON.parse(
        JSON.stringify(schema).replaceAll('#/components/schemas/', '#/definitions/'),
      );
      validate = ajv.compile({ ...own, definitions });
      compiled.set(key, validate);
    }
    return validate;
  };
  const templates = templatesOf(document);
  const undocumented = new Set<string>();
  let checked = 0;
  let unmatched = 0;

  const check = (answer: RecordedAnswer): Problem | null => {
    const method = answer.method.toLowerCase();
    const template = templates.find(
      ({ path, pattern }) => pattern.test(answer.path) && document.paths[path]![method],
    );
    if (!template || method === 'head' || method === 'options') {
      unmatched += 1;
      return null;
    }
    const operation = `${answer.method} ${template.path}`;
    const responses = document.paths[template.path]![method]!.responses;
    if (responses.default) {
      undocumented.add(operation);
      return null;
    }
    checked += 1;
    const where = `${answer.method} ${answer.path} in ${answer.file}`;
    const declared = responses[String(answer.status)];
    if (!declared) return { key: `${operation}: ${answer.status} is not declared`, detail: where };
    const media = answer.contentType.split(';')[0]!.trim().toLowerCase();
    if (!declared.content) {
      return answer.size === 0
        ? null
        : {
            key: `${operation}: ${answer.status} is declared without a body`,
            detail: `${where}: ${answer.size} bytes of ${media}`,
          };
    }
    const content = declared.content[media];
    if (!content)
      return {
        key: `${operation}: ${answer.status} ${media || 'without a type'} is not declared`,
        detail: `${where}; declared: ${Object.keys(declared.content).join(', ')}`,
      };
    if (!isJson(media) || !content.schema || answer.body === null) return null;
    const validate = validatorOf(`${operation} ${answer.status} ${media}`, content.schema);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return { key: `${operation}: ${answer.status} body is no JSON`, detail: where };
    }
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 4)
      .map((error) => `${error.instancePath || '/'} ${error.message}`);
    return {
      key: `${operation}: ${answer.status} body does not match (${errors[0]})`,
      detail: `${where}: ${errors.join('; ')}; body ${answer.body.slice(0, 300)}`,
    };
  };
  check.summary = () => ({ checked, undocumented, unmatched });
  return check;
}
