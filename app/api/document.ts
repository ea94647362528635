// The API description of this build: every route file (app/api/index.generated.ts) through lib/api/openapi.ts.
// Shared by /api/openapi.json and the /developers reference page (docs/decisions/235).
import { buildOpenApi } from "@/lib/api/openapi";
import { API_ROUTES } from "./index.generated";

export function apiDocument() {
  return buildOpenApi(API_ROUTES);
}

/** Where the document is served (the reference page links to it). */
export const OPENAPI_PATH = "/api/openapi.json";
