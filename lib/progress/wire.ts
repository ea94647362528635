// The JSON shapes lib/progress answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

/** The unit in progress, or null once every unit is done. */
export const currentFigureSchema = z
  .object({ title: z.string(), level: z.number(), progress: z.number(), text: z.string() })
  .nullable();
export const shareSchema = z
  .object({ solved: z.number(), total: z.number(), percent: z.number(), text: z.string() })
  .meta({ id: "Share" });
export const unitFigureSchema = z
  .object({
    title: z.string(),
    level: z.number(),
    progress: z.number(),
    share: shareSchema,
    topics: z.array(
      z.object({
        title: z.string(),
        level: z.number(),
        progress: z.number(),
        share: shareSchema,
        updatedAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "UnitFigure" });
export const skillFigureSchema = z
  .object({ id: z.string(), title: z.string(), level: z.number() })
  .meta({ id: "SkillFigure" });
export const standardFigureSchema = z
  .object({
    categoryId: z.string(),
    categoryTitle: z.string(),
    tests: z.array(z.object({ testId: z.string(), testTitle: z.string(), metAt: z.string() })),
  })
  .meta({ id: "StandardFigure" });
export const topicFigureSchema = z
  .object({ unit: z.string(), title: z.string(), level: z.number(), progress: z.number(), share: shareSchema })
  .meta({ id: "TopicFigure" });
export const progressViewSchema = z
  .object({
    current: currentFigureSchema,
    topic: z.array(topicFigureSchema),
    overall: shareSchema,
    level: z.number(),
  })
  .meta({ id: "ProgressView" });
export const classProgressSummarySchema = z.object({
  classId: z.string(),
  students: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      username: z.string(),
      level: z.string(),
      current: currentFigureSchema,
      progress: z.number(),
      overall: shareSchema,
      isActive: z.boolean(),
      skills: z.number(),
      standardsMet: z.number(),
    }),
  ),
  averageProgress: z.number(),
  average: z.object({ percent: z.number(), count: z.number(), text: z.string() }),
  activeStudents: z.number(),
});
export const studentUnitsSchema = z.object({
  student: z.string(),
  units: z.array(unitFigureSchema),
});
export const studentSkillsSchema = z.object({
  student: z.string(),
  skills: z.array(skillFigureSchema),
});
export const studentStandardsSchema = z.object({
  student: z.string(),
  standards: z.array(standardFigureSchema),
});
export const studentProgressSchema = progressViewSchema.extend({ student: z.string() });
/** The signed-in student's own progress: the view plus every unit, skill and standard. */
export const progressReportSchema = progressViewSchema.extend({
  units: z.array(unitFigureSchema),
  skills: z.array(skillFigureSchema),
  standards: z.array(standardFigureSchema),
});

export type ProgressView = z.output<typeof progressViewSchema>;
