// The API description of this build: every route file (app/api/index.generated.ts) through lib/api/openapi.ts.
// Shared by /api/openapi.json and the /developers reference page (docs/decisions/235). The document's own route
// is made here and re-exported by app/api/openapi.json/route.ts, which the index leaves out: it serves the
// document built from the index, so listing it there ran route → document → index → route (docs/decisions/260).
import { z } from "zod";
import { buildOpenApi, type ApiRouteModule } from "@/lib/api/openapi";
import { route } from "@/lib/api/route";
import { API_ROUTES as INDEXED } from "./index.generated";

/** Where the document is served (the reference page links to it). */
export const OPENAPI_PATH = "/api/openapi.json";

const OPENAPI_DOC = "This API's OpenAPI 3.1 description: public, like the API's documentation (docs/decisions/236).";
/** GET /api/openapi.json, re-exported by its route file. */
export const openApiGET = route(
  {
    auth: "public",
    cacheControl: "public, max-age=300",
    response: z.record(z.string(), z.unknown()).meta({ description: "An OpenAPI 3.1 document." }),
  },
  async () => apiDocument(),
);

/** Every route file of app/api: the index, and the document's own route. */
export const API_ROUTES: ApiRouteModule[] = (() => {
  const self = { pattern: OPENAPI_PATH, module: { GET: openApiGET }, docs: { GET: OPENAPI_DOC } };
  const at = INDEXED.findIndex((r) => r.pattern > OPENAPI_PATH);
  return at < 0 ? [...INDEXED, self] : [...INDEXED.slice(0, at), self, ...INDEXED.slice(at)];
})();

export function apiDocument() {
  return buildOpenApi(API_ROUTES);
}
