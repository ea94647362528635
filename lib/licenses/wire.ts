// The JSON shapes lib/licenses answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const licenseViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.string(),
    priceCents: z.number(),
    duration: z.number(),
    seats: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: "LicenseView" });
export const licenseRequestViewSchema = z
  .object({
    id: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    license: z.object({ id: z.string(), name: z.string(), archived: z.boolean() }),
    status: z.enum(["pending", "declined", "granted"]),
    expired: z.boolean(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    seats: z.number().nullable(),
    startsAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: "LicenseRequestView" });
export const licenseCatalogSchema = z
  .object({ licenses: z.array(licenseViewSchema), requests: z.array(licenseRequestViewSchema), admin: z.boolean() })
  .meta({ id: "LicenseCatalog" });
export const licenseDeletedSchema = z.object({ id: z.string(), declinedRequests: z.number() });
export const answerableLicenseRequestListSchema = z.array(licenseRequestViewSchema.extend({ answerable: z.boolean() }));

export type LicenseView = z.output<typeof licenseViewSchema>;
export type LicenseRequestView = z.output<typeof licenseRequestViewSchema>;
