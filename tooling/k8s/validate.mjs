// Validates rendered objects against the Kubernetes schemas of kubernetes-models (the API's
// OpenAPI document compiled to validators: types, required fields, formats) and, as
// `kubeconform -strict` does, refuses a field the schema does not name: kubernetes-models'
// validators allow any, so the field names are read from the same package's type declarations
// with the TypeScript compiler.
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const modelsRoot = path.dirname(require.resolve('kubernetes-models/package.json'));

/** kubernetes-models' module of an object's kind: apps/v1 Deployment → apps/v1/Deployment. */
const modulePath = ({ apiVersion, kind }) => `kubernetes-models/${apiVersion}/${kind}`;

/** Schema errors of one object (type, required, format), as messages; none when it is valid. */
export async function schemaErrors(object) {
  let Model;
  try {
    Model = (await import(modulePath(object)))[object.kind];
  } catch {
    return [`${object.apiVersion} ${object.kind} is not a kind Kubernetes knows`];
  }
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [error.message];
  }
}

/** The kinds deploy/k8s uses: their declarations are read in one program (one compile). */
const COMMON_KINDS = [
  'v1/ConfigMap',
  'v1/Namespace',
  'v1/Secret',
  'v1/Service',
  'apps/v1/Deployment',
  'autoscaling/v2/HorizontalPodAutoscaler',
  'networking.k8s.io/v1/Ingress',
  'networking.k8s.io/v1/NetworkPolicy',
  'policy/v1/PodDisruptionBudget',
];
const programs = new Map();

function programFor(files) {
  const key = files.join(' ');
  if (!programs.has(key)) {
    const program = ts.createProgram(files, {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      noEmit: true,
    });
    programs.set(key, { program, checker: program.getTypeChecker() });
  }
  return programs.get(key);
}

/** The declared type of a kind's object (IDeployment), from kubernetes-models' .d.ts files. */
function declaredType({ apiVersion, kind }) {
  const declarationFile = (name) => path.join(modelsRoot, `${name}.d.ts`);
  const name = `${apiVersion}/${kind}`;
  const files = COMMON_KINDS.includes(name)
    ? COMMON_KINDS.map(declarationFile)
    : [declarationFile(name)];
  const { program, checker } = programFor(files);
  const source = program.getSourceFile(declarationFile(name));
  const symbol = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source))
    .find((item) => item.name === `I${kind}`);
  return { type: checker.getDeclaredTypeOfSymbol(symbol), checker };
}

/** Fields the schema does not name, as JSON paths (`spec.template.spec.containers[0].bogus`). */
export function unknownFields(object) {
  const { type, checker: typeChecker } = declaredType(object);
  const found = [];
  walk(object, type, typeChecker, '', found);
  return found;
}

function walk(value, type, typeChecker, at, found) {
  if (value === null || typeof value !== 'object') return;
  const candidates = (type.isUnion() ? type.types : [type]).filter(
    (member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
  );
  if (Array.isArray(value)) {
    const arrayType = candidates.find((member) => typeChecker.isArrayType(member));
    if (!arrayType) return;
    const [element] = typeChecker.getTypeArguments(arrayType);
    value.forEach((item, index) => walk(item, element, typeChecker, `${at}[${index}]`, found));
    return;
  }
  const objectType = candidates.find(
    (member) => member.flags & ts.TypeFlags.Object && !typeChecker.isArrayType(member),
  );
  if (!objectType) return;
  const indexType = typeChecker.getIndexTypeOfType(objectType, ts.IndexKind.String);
  for (const [key, child] of Object.entries(value)) {
    const property = typeChecker.getPropertyOfType(objectType, key);
    const childAt = at ? `${at}.${key}` : key;
    if (property) {
      walk(child, typeChecker.getTypeOfSymbol(property), typeChecker, childAt, found);
    } else if (indexType) {
      walk(child, indexType, typeChecker, childAt, found);
    } else {
      found.push(childAt);
    }
  }
}

/** Every problem of one object: schema errors, then unknown fields. */
export async function validateObject(object) {
  const errors = await schemaErrors(object);
  if (errors.length > 0 && errors[0].endsWith('is not a kind Kubernetes knows')) return errors;
  return [...errors, ...unknownFields(object).map((field) => `unknown field ${field}`)];
}
