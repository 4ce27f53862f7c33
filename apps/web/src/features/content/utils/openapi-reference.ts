import { z } from 'zod';

/**
 * Turns the server's OpenAPI document into the reference the API page renders: operations
 * grouped by tag, with parameters, request body fields and response codes. The document comes
 * from outside the web app, so only its outline is required; every part inside an operation is
 * read leniently, and a part that does not fit is left out instead of failing the whole page.
 */

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;
export type ParameterLocation = (typeof PARAMETER_LOCATIONS)[number];

const optionalString = z.string().optional().catch(undefined);
const optionalBoolean = z.boolean().optional().catch(undefined);
const unknownRecord = z.record(z.string(), z.unknown());

/** The outline a document must have; anything missing here means it is not an OpenAPI document. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: optionalString }),
  paths: unknownRecord,
  tags: z
    .array(z.looseObject({ name: z.string(), description: optionalString }))
    .optional()
    .catch(undefined),
  security: z.array(unknownRecord).optional().catch(undefined),
  components: unknownRecord.optional().catch(undefined),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

const operationSchema = z.looseObject({
  summary: optionalString,
  description: optionalString,
  tags: z.array(z.string()).optional().catch(undefined),
  parameters: z.array(z.unknown()).optional().catch(undefined),
  requestBody: z.unknown().optional(),
  responses: unknownRecord.optional().catch(undefined),
  security: z.array(unknownRecord).optional().catch(undefined),
  deprecated: optionalBoolean,
});

const parameterSchema = z.looseObject({
  name: z.string().min(1),
  in: z.enum(PARAMETER_LOCATIONS),
  required: optionalBoolean,
  description: optionalString,
  schema: z.unknown().optional(),
});

const requestBodySchema = z.looseObject({
  required: optionalBoolean,
  description: optionalString,
  content: z.record(z.string(), z.looseObject({ schema: z.unknown().optional() }).catch({})).catch({}),
});

const responseSchema = z.looseObject({ description: optionalString });

const jsonSchemaSchema = z.looseObject({
  $ref: optionalString,
  type: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .catch(undefined),
  format: optionalString,
  enum: z.array(z.unknown()).optional().catch(undefined),
  const: z.unknown().optional(),
  items: z.unknown().optional(),
  properties: unknownRecord.optional().catch(undefined),
  required: z.array(z.string()).optional().catch(undefined),
  description: optionalString,
  anyOf: z.array(z.unknown()).optional().catch(undefined),
  oneOf: z.array(z.unknown()).optional().catch(undefined),
  nullable: optionalBoolean,
});

export type ApiParameter = {
  name: string;
  location: ParameterLocation;
  required: boolean;
  type: string;
  description?: string;
};
export type ApiBodyField = { name: string; type: string; required: boolean; description?: string };
export type ApiRequestBody = {
  required: boolean;
  contentType: string;
  description?: string;
  fields: ApiBodyField[];
};
export type ApiResponse = { status: string; description?: string };
export type ApiOperation = {
  id: string;
  method: HttpMethod;
  path: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  requiresAuth: boolean;
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
};
/** `tag` null collects the operations without a tag. */
export type ApiTagGroup = {
  id: string;
  tag: string | null;
  description?: string;
  operations: ApiOperation[];
};
export type ApiReference = {
  title: string;
  version: string;
  description?: string;
  groups: ApiTagGroup[];
  operationCount: number;
};

/** A stable, readable fragment id: 'POST /api/v3/mail' -> 'post-api-v3-mail'. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Follows a local '#/components/…' reference once; anything else is returned as it is. */
function resolveRef(document: OpenApiDocument, value: unknown): unknown {
  const ref = z.object({ $ref: z.string() }).safeParse(value);
  if (!ref.success || !ref.data.$ref.startsWith('#/')) return value;
  let node: unknown = document;
  for (const part of ref.data.$ref.slice(2).split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    const record = unknownRecord.safeParse(node);
    if (!record.success) return undefined;
    node = record.data[key];
  }
  return node;
}

/** A short type description of a JSON schema: 'string (uuid)', 'url | close', 'string[]'. */
export function describeType(schema: unknown, depth = 0): string {
  const parsed = jsonSchemaSchema.safeParse(schema);
  if (!parsed.success || depth > 4) return '';
  const s = parsed.data;
  if (s.$ref) return s.$ref.split('/').at(-1) ?? s.$ref;
  if (s.enum && s.enum.length > 0) return s.enum.map((value) => String(value)).join(' | ');
  if (s.const !== undefined) return String(s.const);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) {
    const labels = [...new Set(variants.map((variant) => describeType(variant, depth + 1)).filter(Boolean))];
    return labels.join(' | ');
  }
  const types = (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []).filter((type) => type !== 'null');
  const nullable = s.nullable === true || (Array.isArray(s.type) && s.type.includes('null'));
  let label = types
    .map((type) => (type === 'array' ? `${describeType(s.items, depth + 1) || 'unknown'}[]` : type))
    .join(' | ');
  if (!label && s.properties) label = 'object';
  if (label && s.format) label = `${label} (${s.format})`;
  return nullable && label ? `${label} | null` : label;
}

/** The fields of an object schema, nested objects flattened as 'parent.child' (two levels deep). */
function describeFields(
  document: OpenApiDocument,
  schema: unknown,
  prefix = '',
  parentRequired = true,
  depth = 0,
): ApiBodyField[] {
  const parsed = jsonSchemaSchema.safeParse(resolveRef(document, schema));
  if (!parsed.success || !parsed.data.properties || depth > 2) return [];
  const required = new Set(parsed.data.required ?? []);
  return Object.entries(parsed.data.properties).flatMap(([key, value]) => {
    const property = resolveRef(document, value);
    const description = jsonSchemaSchema.safeParse(property).data?.description;
    const field: ApiBodyField = {
      name: `${prefix}${key}`,
      type: describeType(value),
      required: parentRequired && required.has(key),
      ...(description ? { description } : {}),
    };
    return [field, ...describeFields(document, property, `${field.name}.`, field.required, depth + 1)];
  });
}

function readParameters(document: OpenApiDocument, values: unknown[]): ApiParameter[] {
  return values.flatMap((value) => {
    const parsed = parameterSchema.safeParse(resolveRef(document, value));
    if (!parsed.success) return [];
    const { name, in: location, required, description, schema } = parsed.data;
    return [
      {
        name,
        location,
        // Path parameters are always required (OpenAPI 3, Parameter Object).
        required: location === 'path' || required === true,
        type: describeType(schema),
        ...(description ? { description } : {}),
      },
    ];
  });
}

/** Path-level parameters apply to every operation unless the operation redefines them. */
function mergeParameters(pathLevel: ApiParameter[], operationLevel: ApiParameter[]): ApiParameter[] {
  const key = (parameter: ApiParameter) => `${parameter.location}:${parameter.name}`;
  const own = new Set(operationLevel.map(key));
  return [...pathLevel.filter((parameter) => !own.has(key(parameter))), ...operationLevel];
}

function readRequestBody(document: OpenApiDocument, value: unknown): ApiRequestBody | undefined {
  if (value === undefined) return undefined;
  const parsed = requestBodySchema.safeParse(resolveRef(document, value));
  if (!parsed.success) return undefined;
  const contentTypes = Object.keys(parsed.data.content);
  const contentType = contentTypes.find((type) => type.includes('json')) ?? contentTypes[0];
  if (!contentType) return undefined;
  return {
    required: parsed.data.required === true,
    contentType,
    ...(parsed.data.description ? { description: parsed.data.description } : {}),
    fields: describeFields(document, parsed.data.content[contentType]?.schema),
  };
}

/** Codes in numeric order; ranges such as '4XX' after the exact codes, 'default' last. */
function compareStatus(a: string, b: string): number {
  const rank = (status: string) =>
    /^\d{3}$/.test(status) ? Number(status) : status === 'default' ? 10_000 : 1_000 + status.charCodeAt(0);
  return rank(a) - rank(b);
}

function readResponses(document: OpenApiDocument, responses: Record<string, unknown>): ApiResponse[] {
  return Object.keys(responses)
    .sort(compareStatus)
    .map((status) => {
      const description = responseSchema.safeParse(resolveRef(document, responses[status])).data?.description;
      return description ? { status, description } : { status };
    });
}

/** An empty requirement ({}) makes authentication optional. */
function needsAuth(security: Record<string, unknown>[] | undefined): boolean {
  return (
    !!security && security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0)
  );
}

export function buildApiReference(document: OpenApiDocument): ApiReference {
  const groups = new Map<string | null, ApiOperation[]>();
  for (const tag of document.tags ?? []) groups.set(tag.name, []);

  let operationCount = 0;
  for (const [path, pathItemValue] of Object.entries(document.paths)) {
    const pathItem = unknownRecord.safeParse(resolveRef(document, pathItemValue)).data;
    if (!pathItem) continue;
    const pathParameters = readParameters(
      document,
      z.array(z.unknown()).catch([]).parse(pathItem.parameters),
    );
    for (const method of HTTP_METHODS) {
      if (pathItem[method] === undefined) continue;
      const parsed = operationSchema.safeParse(pathItem[method]);
      if (!parsed.success) continue;
      const operation = parsed.data;
      const requestBody = readRequestBody(document, operation.requestBody);
      const entry: ApiOperation = {
        id: slug(`${method} ${path}`),
        method,
        path,
        ...(operation.summary ? { summary: operation.summary } : {}),
        ...(operation.description ? { description: operation.description } : {}),
        deprecated: operation.deprecated === true,
        requiresAuth: needsAuth(operation.security ?? document.security),
        parameters: mergeParameters(pathParameters, readParameters(document, operation.parameters ?? [])),
        ...(requestBody ? { requestBody } : {}),
        responses: readResponses(document, operation.responses ?? {}),
      };
      // An operation with several tags is listed once, under its first.
      const tag = operation.tags?.[0] ?? null;
      const list = groups.get(tag) ?? [];
      list.push(entry);
      groups.set(tag, list);
      operationCount += 1;
    }
  }

  const descriptions = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const ordered = [...groups.entries()].sort(([a], [b]) => Number(a === null) - Number(b === null));
  return {
    title: document.info.title,
    version: document.info.version,
    ...(document.info.description ? { description: document.info.description } : {}),
    operationCount,
    groups: ordered
      .filter(([, operations]) => operations.length > 0)
      .map(([tag, operations]) => {
        const description = tag === null ? undefined : descriptions.get(tag);
        return {
          id: `api-${tag === null ? 'overig' : slug(tag) || 'tag'}`,
          tag,
          ...(description ? { description } : {}),
          operations,
        };
      }),
  };
}
