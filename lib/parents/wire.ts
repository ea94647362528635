// The JSON shapes lib/parents answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";
import { progressViewSchema, skillFigureSchema, unitFigureSchema } from "@/lib/progress/wire";
import { effectiveLimitsSchema, levelThresholdViewSchema } from "@/lib/students/wire";

export const friendViewSchema = z
  .object({ requestId: z.string(), id: z.string(), username: z.string(), fullName: z.string() })
  .meta({ id: "FriendView" });
export const childViewSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    dob: z.string().nullable(),
    codingExperience: z.string(),
    level: z.string(),
    classroom: z.object({ id: z.string(), className: z.string(), teacher: z.string() }).nullable(),
    friend: z.array(friendViewSchema),
    progress: progressViewSchema,
    skills: z.array(skillFigureSchema),
    levelThresholds: z.array(levelThresholdViewSchema),
    timeLimits: z.array(
      z.object({
        id: z.string().nullable(),
        dayOfTheWeek: z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
        timeLimit: z.string(),
      }),
    ),
    effectiveLimits: effectiveLimitsSchema,
  })
  .meta({ id: "ChildView" });
export const deleteChildResultSchema = z
  .object({ id: z.string(), deleted: z.boolean(), detail: z.string() })
  .meta({ id: "DeleteChildResult" });
export const childUnitsSchema = z.object({ child: z.string(), units: z.array(unitFigureSchema) });
export const childSkillsSchema = z
  .object({ child: z.string(), skills: z.array(skillFigureSchema) })
  .meta({ id: "ChildSkills" });
export const childDataSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  inSchoolClass: z.boolean(),
  attempts: z.number(),
  solvedAttempts: z.number(),
  limits: z.number(),
  screenTimeDays: z.number(),
  messages: z.number(),
});
export const childProgressSchema = progressViewSchema.extend({ child: z.string() });
export const friendRequestViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(["pending", "accepted", "rejected"]),
    child: z.object({ id: z.string(), username: z.string(), fullName: z.string() }),
    other: z.union([
      z.object({ username: z.string(), fullName: z.string() }),
      z.object({ username: z.string().nullable(), fullName: z.null() }),
    ]),
    sentTo: z.string().nullable(),
    canAnswer: z.boolean(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: "FriendRequestView" });
export const childViewListSchema = z.array(childViewSchema);
export const friendListSchema = z.object({
  incoming: z.array(friendRequestViewSchema),
  outgoing: z.array(friendRequestViewSchema),
  friends: z.array(
    z.object({
      requestId: z.string(),
      child: z.object({ id: z.string(), username: z.string(), fullName: z.string() }),
      friend: z.object({ username: z.string(), fullName: z.string() }),
    }),
  ),
});

export type ChildView = z.output<typeof childViewSchema>;
export type FriendView = z.output<typeof friendViewSchema>;
