// The two-way check of wire shapes (docs/decisions/259), on one serializer with a fixture row: the body fits its
// schema when it has every schema field and no other. tests/support/http.ts runs the same check on every JSON
// success the integration tests receive.
import { describe, expect, it } from "vitest";
import { serializePlan } from "@/lib/payments/serializers";
import { planViewSchema } from "@/lib/payments/wire";
import type { Plan } from "@/lib/generated/prisma/client";
import { extraKeys, schemasFor, wireMismatch } from "../support/wire-check";
import { byStatus, noContent } from "@/lib/api/response";

const plan: Plan = {
  id: "plan-1",
  name: "Family",
  description: "Up to three children",
  priceCents: 999,
  currency: "usd",
  interval: "month",
  maxChildren: 3,
  unlocks: ["packs"],
  stripePriceId: null,
  sortOrder: 0,
  isActive: true,
  updatedAt: new Date(0),
};

describe("wire shapes, both ways", () => {
  it("passes a serializer's own output", () => {
    expect(wireMismatch([planViewSchema], serializePlan(plan))).toBeNull();
  });

  it("fails on a field the schema lacks, naming its path", () => {
    const body = [{ ...serializePlan(plan), stripePriceId: "price_123" }];
    expect(wireMismatch([planViewSchema.array()], body)).toBe("fields the schema lacks: $[0].stripePriceId");
  });

  it("fails on a schema field the output misses", () => {
    const { unlocks: _unlocks, ...body } = serializePlan(plan);
    expect(wireMismatch([planViewSchema], body)).toMatch(/^unlocks: /);
  });

  it("walks nested objects and arrays", () => {
    expect(extraKeys({ a: [{ b: 1, c: 2 }] }, { a: [{ b: 1 }] })).toEqual(["$.a[0].c"]);
  });

  it("reads the schema a route declares for the status it answered", () => {
    const spec = byStatus({ 200: planViewSchema, 204: noContent });
    expect(schemasFor(spec, 200)).toEqual([planViewSchema]);
    expect(schemasFor(spec, 204)).toEqual([]);
    expect(schemasFor(noContent, 204)).toEqual([]);
  });
});
