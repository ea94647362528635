// GET /api/openapi.json is made in app/api/document.ts, beside the document it serves: the route index
// (scripts/api-index.mjs) skips this file, so the files stay acyclic (docs/decisions/260).
export { openApiGET as GET } from "../document";
