// The routes of the app's OpenAPI document (@fastify/swagger, after app.ready()) as operations the
// fuzz test can call: method, path, query and path parameters, and the JSON body schema.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Param = { name: string; required: boolean; schema: JsonSchema };

export type Operation = {
  /** 'POST /api/pay/notify/{provider}': how coverage is counted. */
  id: string;
  method: string;
  path: string;
  query: Param[];
  params: Param[];
  body: JsonSchema | null;
};

type OpenApiOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDoc = { paths?: Record<string, Record<string, OpenApiOperation>> };

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: unknown): Operation[] {
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries((doc as OpenApiDoc).paths ?? {})) {
    for (const [method, op] of Object.entries(byMethod)) {
      if (!methods.has(method)) continue;
      const params = (where: string): Param[] =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema ?? {} }));
      const body = op.requestBody?.content?.['application/json']?.schema ?? null;
      ops.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        query: params('query'),
        params: params('path'),
        body,
      });
    }
  }
  return ops;
}

/** The path with its {name} segments replaced by already-encoded values. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? 'x');
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as over a real socket). */
export function encodeText(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'))
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}
