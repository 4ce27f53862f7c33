import { describe, expect, it } from 'vitest';
import {
  buildApiReference,
  describeType,
  type OpenApiDocument,
  openApiDocumentSchema,
} from './openapi-reference';

const errorResponse = {
  description: 'Default Response',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { error: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

/** Shaped like what @fastify/swagger generates from the server's zod schemas. */
const serverDocument = {
  openapi: '3.0.3',
  info: { title: 'Drukwerk Direct API', description: 'De API van het portaal.', version: '3.0.0' },
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas: {} },
  paths: {
    '/api/v3/health': {
      get: { summary: 'Is the service up?', tags: ['system'], responses: { 503: {}, 200: {} } },
    },
    '/api/v3/themes/{name}': {
      get: {
        summary: 'A theme by its URL name',
        tags: ['themes'],
        parameters: [{ schema: { type: 'string' }, in: 'path', name: 'name', required: true }],
        responses: { 200: { description: 'Default Response' }, 404: errorResponse, 400: errorResponse },
      },
    },
    '/api/v3/messages/{id}': {
      delete: {
        summary: 'Closes a post-it',
        tags: ['messages'],
        parameters: [
          { schema: { default: 'default', type: 'string' }, in: 'query', name: 'theme', required: false },
          { schema: { type: 'string', format: 'uuid' }, in: 'path', name: 'id', required: true },
        ],
        responses: { 204: { description: 'Default Response' } },
      },
    },
    '/api/v3/mail': {
      post: {
        summary: 'Sends a contact message',
        tags: ['mail'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  to: { type: 'string', minLength: 1 },
                  title: { default: '', type: 'string' },
                  userInfo: {
                    type: 'object',
                    properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } },
                    required: ['name', 'email'],
                  },
                },
                required: ['to', 'userInfo'],
              },
            },
          },
        },
        responses: {
          202: { content: { 'application/json': { schema: { properties: { sent: { enum: [true] } } } } } },
          429: errorResponse,
        },
      },
    },
  },
};

const parse = (value: unknown) => buildApiReference(openApiDocumentSchema.parse(value));

describe('buildApiReference', () => {
  it('groups operations by their first tag in order of appearance', () => {
    const reference = parse(serverDocument);
    expect(reference.title).toBe('Drukwerk Direct API');
    expect(reference.version).toBe('3.0.0');
    expect(reference.operationCount).toBe(4);
    expect(reference.groups.map((group) => [group.tag, group.id])).toEqual([
      ['system', 'api-system'],
      ['themes', 'api-themes'],
      ['messages', 'api-messages'],
      ['mail', 'api-mail'],
    ]);
    expect(reference.groups[3]!.operations[0]).toMatchObject({
      id: 'post-api-v3-mail',
      method: 'post',
      path: '/api/v3/mail',
      summary: 'Sends a contact message',
      requiresAuth: false,
      deprecated: false,
    });
  });

  it('lists parameters with location, type and whether they are required', () => {
    const [operation] = parse(serverDocument).groups[2]!.operations;
    expect(operation!.parameters).toEqual([
      { name: 'theme', location: 'query', required: false, type: 'string' },
      { name: 'id', location: 'path', required: true, type: 'string (uuid)' },
    ]);
  });

  it('sorts response codes numerically and keeps their descriptions', () => {
    const reference = parse(serverDocument);
    expect(reference.groups[0]!.operations[0]!.responses).toEqual([{ status: '200' }, { status: '503' }]);
    expect(reference.groups[1]!.operations[0]!.responses.map((response) => response.status)).toEqual([
      '200',
      '400',
      '404',
    ]);
    expect(reference.groups[1]!.operations[0]!.responses[0]).toEqual({
      status: '200',
      description: 'Default Response',
    });
  });

  it('flattens the JSON request body into fields, nested ones as parent.child', () => {
    const body = parse(serverDocument).groups[3]!.operations[0]!.requestBody;
    expect(body).toEqual({
      required: true,
      contentType: 'application/json',
      fields: [
        { name: 'to', type: 'string', required: true },
        { name: 'title', type: 'string', required: false },
        { name: 'userInfo', type: 'object', required: true },
        { name: 'userInfo.name', type: 'string', required: true },
        { name: 'userInfo.email', type: 'string (email)', required: true },
      ],
    });
  });

  it('puts declared tags first, untagged operations last, and lists each operation once', () => {
    const reference = parse({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      tags: [{ name: 'orders', description: 'Bestellingen' }, { name: 'unused' }],
      paths: {
        '/a': { get: { responses: {} } },
        '/b': { get: { tags: ['files', 'orders'], responses: {} } },
        '/c': { post: { tags: ['orders'], responses: {} } },
      },
    });
    expect(reference.groups.map((group) => [group.tag, group.operations.map((op) => op.path)])).toEqual([
      ['orders', ['/c']],
      ['files', ['/b']],
      [null, ['/a']],
    ]);
    expect(reference.groups[0]!.description).toBe('Bestellingen');
    expect(reference.groups[2]!.id).toBe('api-overig');
  });

  it('applies path-level parameters, overridden by the operation, and resolves local references', () => {
    const reference = parse({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      components: {
        parameters: { Page: { name: 'page', in: 'query', schema: { type: 'integer' } } },
        requestBodies: {
          Note: {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' } } },
          },
        },
        schemas: { Note: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
      },
      security: [{ bearer: [] }],
      paths: {
        '/notes/{id}': {
          parameters: [
            { name: 'id', in: 'path', schema: { type: 'string' } },
            { name: 'lang', in: 'query', description: 'path level', schema: { type: 'string' } },
          ],
          put: {
            parameters: [
              { name: 'lang', in: 'query', description: 'operation level', schema: { type: 'string' } },
              { $ref: '#/components/parameters/Page' },
            ],
            requestBody: { $ref: '#/components/requestBodies/Note' },
            responses: { default: { description: 'Fout' }, '2XX': {}, 200: {} },
          },
          get: { security: [{}], responses: {} },
        },
      },
    });
    const [get, put] = reference.groups[0]!.operations.slice().sort((a, b) =>
      a.method.localeCompare(b.method),
    );
    expect(get).toMatchObject({ method: 'get', requiresAuth: false });
    expect(put).toMatchObject({ method: 'put', requiresAuth: true });
    expect(put!.parameters).toEqual([
      { name: 'id', location: 'path', required: true, type: 'string' },
      { name: 'lang', location: 'query', required: false, type: 'string', description: 'operation level' },
      { name: 'page', location: 'query', required: false, type: 'integer' },
    ]);
    expect(put!.requestBody!.fields).toEqual([{ name: 'text', type: 'string', required: true }]);
    expect(put!.responses.map((response) => response.status)).toEqual(['200', '2XX', 'default']);
  });

  it('skips what it cannot read instead of failing the whole page', () => {
    const reference = parse({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/broken': 'not a path item',
        '/partly': {
          summary: 'path-level keys that are not methods are ignored',
          get: {
            tags: 'not-an-array',
            summary: 42,
            parameters: [{ name: 'ok', in: 'query' }, { name: 'bad', in: 'body' }, null, 'x'],
            requestBody: { content: 'nope' },
            responses: ['not', 'a', 'record'],
          },
          post: 'not an operation',
        },
      },
    });
    expect(reference.operationCount).toBe(1);
    const [operation] = reference.groups[0]!.operations;
    expect(reference.groups[0]!.tag).toBeNull();
    expect(operation).toEqual({
      id: 'get-partly',
      method: 'get',
      path: '/partly',
      deprecated: false,
      requiresAuth: false,
      parameters: [{ name: 'ok', location: 'query', required: false, type: '' }],
      responses: [],
    });
  });

  it('refuses something that is not an OpenAPI document at all', () => {
    expect(openApiDocumentSchema.safeParse({ error: 'NOT_FOUND' }).success).toBe(false);
    expect(openApiDocumentSchema.safeParse('<html>').success).toBe(false);
    const minimal: OpenApiDocument = { openapi: '3.0.0', info: { title: 'T', version: '1' }, paths: {} };
    expect(buildApiReference(minimal)).toEqual({ title: 'T', version: '1', operationCount: 0, groups: [] });
  });
});

describe('describeType', () => {
  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: 'string', format: 'uuid' }, 'string (uuid)'],
    [{ type: 'string', enum: ['url', 'close'] }, 'url | close'],
    [{ type: 'boolean', enum: [true] }, 'true'],
    [{ type: 'array', items: { type: 'integer' } }, 'integer[]'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ type: 'string', nullable: true }, 'string | null'],
    [{ anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'string' }] }, 'string | number'],
    [{ $ref: '#/components/schemas/Theme' }, 'Theme'],
    [{ properties: { a: {} } }, 'object'],
    [{}, ''],
    ['nonsense', ''],
  ])('%j -> %s', (schema, label) => {
    expect(describeType(schema)).toBe(label);
  });
});
