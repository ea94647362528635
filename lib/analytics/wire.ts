// The JSON shapes lib/analytics answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const unitProgressSchema = z
  .object({ unit: z.string(), averageProgress: z.number(), students: z.number(), classes: z.number() })
  .meta({ id: "UnitProgress" });
export const skillProgressSchema = z
  .object({ skillId: z.string(), title: z.string(), averageLevel: z.number(), students: z.number() })
  .meta({ id: "SkillProgress" });
export const standardsMetSchema = z
  .object({ categoryId: z.string(), title: z.string(), met: z.number(), students: z.number() })
  .meta({ id: "StandardsMet" });
export const licenseSeatsSchema = z
  .object({ id: z.string(), name: z.string(), seats: z.number(), startsAt: z.string(), expiresAt: z.string() })
  .meta({ id: "LicenseSeats" });
export const organizationAnalyticsSchema = z
  .object({
    organization: z.object({ id: z.string(), name: z.string() }),
    generatedAt: z.string(),
    teachers: z.number(),
    classes: z.number(),
    students: z.number(),
    activeStudents: z.object({ last7Days: z.number(), last30Days: z.number() }),
    progressByUnit: z.array(unitProgressSchema),
    skills: z.array(skillProgressSchema),
    standards: z.array(standardsMetSchema),
    licenses: z.object({ seats: z.number(), used: z.number(), grants: z.array(licenseSeatsSchema) }),
  })
  .meta({ id: "OrganizationAnalytics" });
