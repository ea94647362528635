import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";

describe("GET /api/health", () => {
  it("reports the app and the database", async () => {
    const res = await health();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", app: "ok", database: { status: "ok", kind: "postgresql" } });
  });
});
