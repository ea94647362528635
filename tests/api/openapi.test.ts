import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { API_ROUTES } from "@/app/api/index.generated";
import { buildOpenApi, listOperations, openApiPath } from "@/lib/api/openapi";
import { listRouteFiles } from "../support/route-files";

const document = buildOpenApi(API_ROUTES);

describe("the OpenAPI document", () => {
  it("lists every route file under app/api with each method it exports", () => {
    const missing = listRouteFiles().flatMap((r) =>
      r.methods
        .filter((m) => !document.paths[openApiPath(r.pattern)]?.[m.toLowerCase()])
        .map((m) => `${m} ${r.pattern} (run node scripts/api-index.mjs)`),
    );
    expect(missing).toEqual([]);
  });

  it("declares a success answer for every operation", () => {
    const undeclared = listOperations(API_ROUTES)
      .filter((op) => (op.spec ? op.spec.response === undefined : !op.unwrapped))
      .map((op) => `${op.method} ${op.pattern}`);
    expect(undeclared).toEqual([]);
  });

  it("is valid OpenAPI 3.1 for a real validator", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
