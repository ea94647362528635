// The JSON shapes lib/auth answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const userViewSchema = z
  .object({
    id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    username: z.string(),
    email: z.string(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    country: z.string(),
    grade: z.string(),
    schoolCountry: z.string(),
    schoolName: z.string(),
    is_parent: z.boolean(),
    is_organizer: z.boolean(),
    is_student: z.boolean(),
    is_teacher: z.boolean(),
    dob: z.string().nullable(),
    organization_code: z.string().nullable(),
    emailVerified: z.boolean(),
    calendarConnected: z.boolean(),
  })
  .meta({ id: "UserView" });
export const usernameSchema = z.object({ username: z.string() });

export type PublicUser = z.output<typeof userViewSchema>;
