import { z } from "zod";
import { studentInputSchema } from "@/lib/students/schemas";

/** SPEC §9: four pastel colours, the first is the default. */
export const CLASS_COLORS = ["orange", "green", "blue", "yellow"] as const;

const optionalText = (max: number) => z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(max));

export const classFieldsSchema = z.object({
  className: z.string({ message: "Class name is required." }).trim().min(1, "Class name is required.").max(100),
  grade: optionalText(40),
  subject: optionalText(100),
  roomNumber: optionalText(40),
  color: z.preprocess(
    (v) => (v == null || v === "" ? "orange" : v),
    z.enum(CLASS_COLORS, { message: "Choose one of the four class colours." }),
  ),
  organization: z.preprocess(
    (v) => (v === "" ? null : v),
    z.string().uuid("Unknown organization.").nullable().optional(),
  ),
  coTeachers: z.array(z.string().trim().min(1).max(254)).max(10).optional(),
});

/**
 * Class & Student: a class created with a first student needs firstName and lastName; a child never needs an
 * e-mail (issue 28, docs/decisions/190, narrowing SPEC §5's "and email").
 */
export const createClassJsonSchema = classFieldsSchema.extend({
  student: studentInputSchema.nullable().optional(),
});

export const createClassMultipartSchema = classFieldsSchema.omit({ coTeachers: true }).extend({
  coTeachers: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.string()).max(10).optional(),
  ),
  file: z.unknown(),
  dryRun: z.preprocess((v) => v === "true" || v === "1" || v === true, z.boolean()).optional(),
});

/**
 * PATCH /academics/class/{classId} (docs/decisions/192): the class's settings. Name, colour, grade, subject and room
 * for its teachers; co-teachers for its owner only: `inviteCoTeachers` (email or username: the teacher accepts,
 * as at creation), `removeCoTeachers` (teacher ids), `cancelInvitations` (identifiers as typed).
 */
export const updateClassSchema = z
  .object({
    className: classFieldsSchema.shape.className.optional(),
    grade: optionalText(40).optional(),
    subject: optionalText(100).optional(),
    roomNumber: optionalText(40).optional(),
    color: z.enum(CLASS_COLORS, { message: "Choose one of the four class colours." }).optional(),
    inviteCoTeachers: z.array(z.string().trim().min(1).max(254)).max(10).optional(),
    removeCoTeachers: z.array(z.string().uuid()).max(50).optional(),
    cancelInvitations: z.array(z.string().trim().min(1).max(254)).max(50).optional(),
  })
  .strict();
export type ClassUpdate = z.input<typeof updateClassSchema>;

export const importFileSchema = z.object({
  file: z.unknown(),
  dryRun: z.preprocess((v) => v === "true" || v === "1" || v === true, z.boolean()).optional(),
});

export const classIdParams = z.object({ classId: z.string().uuid() });
export const idParams = z.object({ id: z.string().uuid() });
export const classStudentParams = z.object({ classId: z.string().uuid(), studentId: z.string().uuid() });

/** POST /academics/class/{id}/erase: the class's name, typed, confirms deleting it with its students' accounts. */
export const eraseClassSchema = z.object({
  confirmClassName: z.string({ message: "Type the class's name to delete it for good." }).max(200),
});
