import { z } from 'zod';
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '../../contract/endpoint-schemas.ts';
import { ENDPOINTS, type Endpoint, type EndpointName } from '../../contract/endpoints.ts';
import { ERROR_CODES } from '../../contract/error-codes.ts';
import { ENCRYPTION_HEADER } from '../../contract/hybrid-crypto.ts';

/** Where the development server serves the document. */
export const OPENAPI_PATH = '/wps/openapi.json';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const ref = (id: string): JsonSchema => ({ $ref: `#/components/schemas/${id}` });

/**
 * Named schemas of one direction: requests are described as sent (before defaults and
 * transforms), answers as produced. A schema used by several calls is one component, named
 * after the first call that uses it.
 */
const componentsOf = (io: Io, pick: (s: EndpointSchemas) => z.ZodType | undefined, suffix: string) => {
  const registry = z.registry<{ id: string }>();
  const ids = new Map<z.ZodType, string>();
  for (const [name, schemas] of Object.entries(ENDPOINT_SCHEMAS) as [EndpointName, EndpointSchemas][]) {
    const schema = pick(schemas);
    if (!schema || ids.has(schema)) continue;
    ids.set(schema, `${name}${suffix}`);
    registry.add(schema, { id: `${name}${suffix}` });
  }
  const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` });
  const components: Record<string, JsonSchema> = {};
  for (const [id, { $schema: _schema, $id: _id, ...schema }] of Object.entries(schemas)) components[id] = schema;
  return { components, idOf: (schema: z.ZodType) => ids.get(schema)! };
};

/** A query schema as one parameter per field, as OpenAPI wants it. */
const queryParameters = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
};

const sealedBody = (payload: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['value'],
  properties: {
    value: {
      type: 'string',
      description: 'The payload, AES-256-GCM encrypted; its key travels RSA-OAEP wrapped in the Encryption header.',
    },
  },
  'x-sealed-payload': payload,
});

const operation = (
  name: EndpointName,
  endpoint: Endpoint,
  schemas: EndpointSchemas,
  bodyId: (s: z.ZodType) => string,
  responseId: (s: z.ZodType) => string,
) => {
  const parameters: unknown[] = schemas.query ? queryParameters(schemas.query) : [];
  if (endpoint.encrypted) parameters.push({ name: ENCRYPTION_HEADER, in: 'header', required: true, schema: { type: 'string' } });
  const body = schemas.body && ref(bodyId(schemas.body));
  return {
    operationId: name,
    ...(parameters.length ? { parameters } : {}),
    ...(body && {
      requestBody: {
        required: true,
        content: {
          [schemas.form ? 'application/x-www-form-urlencoded' : 'application/json']: {
            schema: endpoint.encrypted ? sealedBody(body) : body,
          },
        },
      },
    }),
    ...(endpoint.token ? { security: [{ session: [] }] } : {}),
    responses: {
      '200': {
        description: endpoint.credential ? 'Success; `value.token` is the new session.' : 'Success',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'value'],
              properties: { success: { const: true }, value: ref(responseId(schemas.response)) },
            },
          },
        },
      },
      default: { description: 'Refusal', content: { 'application/json': { schema: ref('failure') } } },
    },
    'x-mod-id': endpoint.modId,
  };
};

const build = () => {
  const bodies = componentsOf('input', (s) => s.body, 'Body');
  const answers = componentsOf('output', (s) => s.response, 'Response');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(name, endpoint, ENDPOINT_SCHEMAS[name], bodies.idOf, answers.idOf);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API',
      version: '3',
      description: 'The embedded platform: every call of the endpoint registry (contract/endpoints.ts).',
    },
    paths,
    components: {
      schemas: {
        ...bodies.components,
        ...answers.components,
        failure: {
          type: 'object',
          required: ['success', 'errorCode', 'message'],
          properties: {
            success: { const: false },
            errorCode: { type: 'string', enum: ERROR_CODES },
            message: { type: 'string' },
            value: {},
          },
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
  };
};

let document: ReturnType<typeof build> | undefined;

/** The OpenAPI 3.1 document of the platform calls, built once from the registry and its schemas. */
export const openApiDocument = () => (document ??= build());
