// The OpenAPI 3.1 description of the API, built from the route files' own options (docs/decisions/235): the
// wrapper attaches them to the handler it returns (`spec`), so the zod schemas it validates params, query and
// body with, and the `response` schema the handler's result must fit, become JSON Schema through zod 4's
// `z.toJSONSchema`. Errors are SPEC §8's problem+json. Served at /api/openapi.json and rendered at /developers.
import { z, type ZodType } from "zod";
import type { DescribedHandler, RouteSpec } from "@/lib/api/route";
import {
  isByStatus,
  isEdgeResponse,
  type EdgeResponse,
  type ResponseSpec,
  type SuccessAnswer,
} from "@/lib/api/response";

/** One route file as app/api/index.generated.ts lists it. */
export type ApiRouteModule = {
  /** e.g. /api/academics/class/[classId] */
  pattern: string;
  module: Record<string, unknown>;
  /** The doc comment above each exported method. */
  docs: Partial<Record<string, string>>;
};

export const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, unknown>;
    responses: Record<string, unknown>;
  };
};

const PROBLEM: JsonSchema = {
  type: "object",
  description: "SPEC §8 problem details (RFC 9457), sent as application/problem+json.",
  required: ["type", "title", "status", "detail"],
  properties: {
    type: { type: "string", examples: ["about:blank"] },
    title: { type: "string", examples: ["Bad Request"] },
    status: { type: "integer", minimum: 400, maximum: 599 },
    detail: { type: "string", description: "A sentence a person can read." },
    details: {
      type: "object",
      description: "Field errors: the field's path (param, query key, body path or header) → its messages.",
      additionalProperties: { type: "array", items: { type: "string" } },
    },
    requestId: { type: "string", description: "The request's id, also in the server's log." },
  },
};

const ERRORS: Record<string, string> = {
  "400": "The input is invalid: `details` names each field.",
  "401": "Not signed in, or the session has expired.",
  "403": "Signed in, but this role or account may not do this.",
  "404": "The record does not exist or is not visible to the caller (both answer alike).",
  "413": "The body is larger than the limit (1 MB JSON, 5 MB upload).",
};

/** Route files that do not go through the wrapper, described by hand ("METHOD pattern"). */
const UNWRAPPED: Record<string, Operation> = {
  "GET /api/health": {
    summary: "Liveness and database health.",
    security: [],
    responses: {
      "200": {
        description: "The app and its database answer.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Health" } } },
      },
      "503": {
        description: "The database is down or not migrated.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Health" } } },
      },
    },
  },
  "GET /api/auth/[...nextauth]": {
    summary: "next-auth's own endpoints (session, CSRF token, providers, OAuth callbacks) for the web pages.",
    security: [],
    responses: {
      "200": { description: "next-auth's answer (JSON or a redirect)." },
      "302": { description: "A redirect of the sign-in flow." },
    },
  },
  "POST /api/auth/[...nextauth]": {
    summary: "next-auth's own sign-in and sign-out forms for the web pages.",
    security: [],
    responses: {
      "200": { description: "next-auth's answer." },
      "302": { description: "A redirect of the sign-in flow." },
    },
  },
};

const HEALTH: JsonSchema = {
  type: "object",
  required: ["status", "app", "database"],
  properties: {
    status: { enum: ["ok", "degraded"] },
    app: { const: "ok" },
    database: {
      type: "object",
      required: ["status", "kind", "latencyMs"],
      properties: {
        status: { enum: ["ok", "down"] },
        kind: { type: "string" },
        latencyMs: { type: "number" },
        error: { type: "string" },
      },
    },
  },
};

/** Tags by path prefix (first match); otherwise the path's first segment after /api. */
const TAGS: [prefix: string, tag: string, description: string][] = [
  ["/api/auth", "auth", "Sign-up, sign-in, sessions, passwords and the signed-in account."],
  [
    "/api/academics/class/[classId]/student",
    "students",
    "A class's students: roster, progress, limits, families, imports.",
  ],
  ["/api/teachers/class/[id]/student", "students", ""],
  ["/api/academics/comment", "students", ""],
  ["/api/academics/class", "classes", "Classes, their settings, invitations and archive."],
  ["/api/teachers", "classes", ""],
  ["/api/academics/curriculums", "curriculum", "Units, lessons, assignments and standards."],
  ["/api/academics/calendar", "schedule", "The teacher's calendar, its feed and Google Calendar push."],
  ["/api/academics", "teachers", "The teacher's profile and notes."],
  ["/api/users", "activity", "What a signed-in student does: puzzles, progress, heartbeat; accessibility settings."],
  ["/api/parent", "parent", "Children, their progress and limits, consent, friends."],
  ["/api/organization", "organization", "Organizations, members, roles, invitations, licenses, analytics, audit log."],
  ["/api/chat", "chat", "Parent–teacher messages, quiet hours, reports and the live stream."],
  ["/api/payment", "payments", "Plans, subscriptions, payments and the payment provider's webhook."],
  ["/api/contact", "contact", "Inquiries from schools."],
  ["/api/v2", "dictionary", "The children's dictionary."],
  ["/api/health", "operations", "Health of the deployment."],
  ["/api/openapi.json", "api", "This description of the API."],
];

function tagOf(pattern: string): string {
  const hit = TAGS.find(([prefix]) => pattern === prefix || pattern.startsWith(`${prefix}/`));
  return hit?.[1] ?? pattern.split("/")[2] ?? "api";
}

/** /api/x/[id]/[...rest] → /api/x/{id}/{rest} */
export function openApiPath(pattern: string): string {
  return pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
}

function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
}

function operationId(method: string, pattern: string): string {
  const words = pattern
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join("");
}

/** Collects named schemas (zod `.meta({ id })`) into components and points references at them. */
class SchemaBook {
  readonly components: Record<string, JsonSchema> = { Problem: PROBLEM, Health: HEALTH };

  convert(schema: ZodType, io: "input" | "output", upload = false): JsonSchema {
    const out = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
      override: (ctx) => {
        const def = (ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def;
        // An uploaded file (z.instanceof(File)) in a multipart form.
        if (upload && def.type === "custom") Object.assign(ctx.jsonSchema, { type: "string", format: "binary" });
      },
    }) as JsonSchema;
    delete out.$schema;
    const defs = out.$defs as Record<string, JsonSchema> | undefined;
    delete out.$defs;
    for (const [id, def] of Object.entries(defs ?? {})) this.components[id] ??= relink(def);
    return relink(out);
  }
}

function relink<T>(value: T): T {
  if (Array.isArray(value)) return value.map(relink) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = k === "$ref" && typeof v === "string" ? v.replace(/^#\/\$defs\//, "#/components/schemas/") : relink(v);
    }
    return out as T;
  }
  return value;
}

function edgeContent(edge: EdgeResponse): Record<string, unknown> | undefined {
  if (edge.kind === "file")
    return Object.fromEntries(edge.contentTypes.map((t) => [t, { schema: { type: "string", format: "binary" } }]));
  if (edge.kind === "stream") return { "text/event-stream": { schema: { type: "string" } } };
  return undefined;
}

function edgeStatus(edge: EdgeResponse): string | undefined {
  if (edge.kind === "redirect") return String(edge.status);
  if (edge.kind === "empty") return "204";
  return undefined;
}

function successResponses(spec: RouteSpec, book: SchemaBook): Record<string, unknown> {
  const response: ResponseSpec | undefined = spec.response;
  const status = typeof spec.status === "number" ? spec.status : 200;
  if (response === undefined) return { [status]: { description: "Success (no response schema declared yet)." } };
  const byStatus: [string, SuccessAnswer][] = [];
  if (isByStatus(response)) {
    for (const [s, answer] of Object.entries(response.answers)) byStatus.push([s, answer]);
  } else {
    for (const answer of Array.isArray(response) ? response : [response as SuccessAnswer])
      byStatus.push([String(status), answer]);
  }
  const out: Record<string, { description: string; content?: Record<string, unknown> }> = {};
  for (const [s, answer] of byStatus) {
    if (isEdgeResponse(answer)) {
      const code = edgeStatus(answer) ?? s;
      const entry = (out[code] ??= { description: answer.description });
      const content = edgeContent(answer);
      if (content) entry.content = { ...entry.content, ...content };
      else if (entry.description !== answer.description) entry.description += ` Or: ${answer.description}`;
    } else {
      const schema = book.convert(answer, "output");
      const entry = (out[s] ??= { description: (schema.description as string | undefined) ?? "Success." });
      entry.content = { ...entry.content, "application/json": { schema } };
    }
  }
  return out;
}

function objectProperties(schema: JsonSchema): { props: Record<string, JsonSchema>; required: string[] } {
  return {
    props: (schema.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (schema.required as string[] | undefined) ?? [],
  };
}

function describeOperation(method: string, route: ApiRouteModule, spec: RouteSpec, book: SchemaBook): Operation {
  const doc = route.docs[method];
  const op: Operation = {
    operationId: operationId(method, route.pattern),
    tags: [tagOf(route.pattern)],
    summary: doc ? (doc.split(/(?<=[.:])\s/)[0] ?? doc).slice(0, 160) : `${method} ${openApiPath(route.pattern)}`,
  };
  const isPublic = "auth" in spec && spec.auth === "public";
  const permission = "permission" in spec ? spec.permission : undefined;
  const admin = "admin" in spec && spec.admin;
  const access = isPublic
    ? "Public: no sign-in needed."
    : permission
      ? `Requires the permission \`${permission}\`${admin ? " and the deployment's administrator" : ""}.`
      : "Requires a signed-in account.";
  op.description = [doc, access].filter(Boolean).join("\n\n");
  if (permission) op["x-permission"] = permission;
  if (isPublic) op.security = [];

  const parameters: Record<string, unknown>[] = [];
  const paramSchema = spec.params ? objectProperties(book.convert(spec.params, "input")) : undefined;
  for (const name of paramNames(route.pattern)) {
    parameters.push({ name, in: "path", required: true, schema: paramSchema?.props[name] ?? { type: "string" } });
  }
  if (spec.query) {
    const { props, required } = objectProperties(book.convert(spec.query, "input"));
    for (const [name, schema] of Object.entries(props))
      parameters.push({ name, in: "query", required: required.includes(name), schema });
  }
  if (parameters.length) op.parameters = parameters;

  if (spec.body && !["GET", "DELETE"].includes(method)) {
    const json = book.convert(spec.body, "input");
    const content: Record<string, unknown> = { "application/json": { schema: json } };
    if (spec.multipart) content["multipart/form-data"] = { schema: book.convert(spec.body, "input", true) };
    op.requestBody = { required: !spec.body.safeParse({}).success, content };
  } else if (spec.body) {
    op.requestBody = { required: false, content: { "application/json": { schema: book.convert(spec.body, "input") } } };
  }

  const errors: string[] = [];
  if (spec.params || spec.query || spec.body) errors.push("400");
  if (!isPublic) errors.push("401");
  if (permission || admin) errors.push("403");
  if (spec.params) errors.push("404");
  if (spec.body) errors.push("413");
  const success = successResponses(spec, book);
  op.responses = {
    ...success,
    // A status the route answers with its own body (the dictionary's 404) keeps that body.
    ...Object.fromEntries(
      errors.filter((s) => !(s in success)).map((s) => [s, { $ref: `#/components/responses/Problem${s}` }]),
    ),
    default: { $ref: "#/components/responses/Problem" },
  };
  return op;
}

function isDescribed(handler: unknown): handler is DescribedHandler {
  return typeof handler === "function" && "spec" in handler;
}

/** Every method of every route file, with whether its handler carries the wrapper's options. */
export function listOperations(routes: ApiRouteModule[]) {
  return routes.flatMap((r) =>
    API_METHODS.filter((m) => typeof r.module[m] === "function").map((method) => {
      const handler = r.module[method];
      return {
        method,
        pattern: r.pattern,
        spec: isDescribed(handler) ? handler.spec : undefined,
        unwrapped: UNWRAPPED[`${method} ${r.pattern}`],
      };
    }),
  );
}

const built = new WeakMap<ApiRouteModule[], OpenApiDocument>();

export function buildOpenApi(routes: ApiRouteModule[]): OpenApiDocument {
  const cached = built.get(routes);
  if (cached) return cached;
  const book = new SchemaBook();
  const paths: OpenApiDocument["paths"] = {};
  for (const op of listOperations(routes)) {
    const route = routes.find((r) => r.pattern === op.pattern)!;
    const described = op.spec
      ? describeOperation(op.method, route, op.spec, book)
      : {
          operationId: operationId(op.method, op.pattern),
          tags: [tagOf(op.pattern)],
          ...(op.unwrapped ?? {
            summary: `${op.method} ${op.pattern}`,
            responses: { default: { description: "Not described." } },
          }),
        };
    (paths[openApiPath(op.pattern)] ??= {})[op.method.toLowerCase()] = described;
  }
  const used = new Set(Object.values(paths).flatMap((p) => Object.values(p).flatMap((o) => o.tags as string[])));
  const tags = [...new Set(TAGS.map(([, tag]) => tag))]
    .filter((t) => used.has(t))
    .map((name) => ({ name, description: TAGS.find(([, t, d]) => t === name && d)?.[2] ?? name }));
  for (const t of used) if (!tags.some((x) => x.name === t)) tags.push({ name: t, description: t });
  const problem = (description: string) => ({
    description,
    content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
  });
  const document: OpenApiDocument = {
    openapi: "3.1.0",
    info: {
      title: "Sprout API",
      version: "1",
      description:
        "The REST API of Sprout (SPEC §7). Sign in with POST /api/auth/login and send the access token as a Bearer " +
        "token, or use the web session cookie from the same origin. Errors are problem+json (SPEC §8). Both /x " +
        "and /x/ answer the same.",
    },
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      schemas: book.components,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "The access token from POST /api/auth/login." },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description: "The web session.",
        },
      },
      responses: {
        Problem: problem("An error (409 conflict, 429 too many requests, 500 …), in SPEC §8's problem format."),
        ...Object.fromEntries(Object.entries(ERRORS).map(([s, d]) => [`Problem${s}`, problem(d)])),
      },
    },
  };
  (document as Record<string, unknown>).security = [{ bearerAuth: [] }, { sessionCookie: [] }];
  built.set(routes, document);
  return document;
}
