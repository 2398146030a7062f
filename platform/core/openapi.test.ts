import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../contract/endpoints.ts';
import { openApiDocument } from './openapi.ts';

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  security?: unknown[];
  responses: Record<string, unknown>;
}

const entries = Object.entries(ENDPOINTS) as [EndpointName, (typeof ENDPOINTS)[EndpointName]][];
const doc = openApiDocument();
const operationOf = (name: EndpointName) => {
  const e = ENDPOINTS[name];
  return (doc.paths[e.path] as Record<string, Operation> | undefined)?.[e.method.toLowerCase()];
};

describe('OpenAPI document of the platform', () => {
  it('describes exactly the registry: one operation per entry, named after it', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, Operation>).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(entries.map(([name, e]) => `${name} ${e.method} ${e.path}`).sort());
  });

  it('points every reference at a component it defines', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(entries.length);
    const names = new Set(Object.keys(doc.components.schemas).map((id) => `#/components/schemas/${id}`));
    expect(refs.filter((ref) => !names.has(ref))).toEqual([]);
  });

  it('shows the query fields, sealed bodies, the form call and the session', () => {
    expect(operationOf('announcements')?.parameters).toContainEqual(expect.objectContaining({ name: 'types', in: 'query', required: true }));
    const login = operationOf('login')!;
    expect(login.parameters).toContainEqual(expect.objectContaining({ name: 'Encryption', in: 'header', required: true }));
    expect(login.requestBody?.content['application/json']?.schema).toMatchObject({
      required: ['value'],
      'x-sealed-payload': { $ref: '#/components/schemas/loginBody' },
    });
    expect(Object.keys(operationOf('forgotByEmail')?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    for (const [name, e] of entries) expect({ name, session: !!operationOf(name)?.security }).toEqual({ name, session: e.token });
  });
});
