// Input of the parent endpoints (SPEC §3 Child, §5, §7). Text is treated as hostile: NUL bytes and lone
// surrogates never reach these schemas (the route wrapper refuses them, lib/http/input-guard.ts), dates must be
// real calendar dates; every message names what to fix.
import { z } from "zod";
import { GRADES, LEVELS } from "@/lib/vocabulary";
import { dobSchema, usernameSchema } from "@/lib/students/schemas";
import { timeLimitEntrySchema } from "@/lib/students/screen-time";

const text = (required: string, max: number) =>
  z
    .string({ message: required })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, required).max(max, `Use at most ${max} characters.`));

const password = (required: string) =>
  z.string({ message: required }).min(1, required).max(200, "Use at most 200 characters.");

const childUsername = z.string({ message: "Username is required." }).pipe(usernameSchema);

export const childIdParams = z.object({ id: z.string().uuid("Child not found.") });
export const requestIdParams = z.object({ id: z.string().uuid("Friend request not found.") });

const uniqueDays = (days: { dayOfTheWeek: string }[]) => new Set(days.map((d) => d.dayOfTheWeek)).size === days.length;
const week = z.array(timeLimitEntrySchema).max(7).refine(uniqueDays, "Give each weekday at most once.");

export const addChildSchema = z
  .preprocess(
    (v) =>
      v && typeof v === "object" && !("fullname" in v) && "fullName" in v
        ? { ...v, fullname: (v as { fullName: unknown }).fullName }
        : v,
    z.object({
      fullname: text("Full name is required.", 100),
      username: childUsername,
      password: password("Password is required."),
      confirmPassword: password("Confirm the password."),
      dob: z.preprocess((v) => v ?? "", dobSchema).refine((v): v is string => v !== null, "Date of birth is required."),
      codingExperience: z.preprocess(
        (v) => (v == null || v === "" ? "experienced" : v),
        text("Coding experience is required.", 40),
      ),
      timeLimits: week.optional(),
    }),
  )
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "The two password fields didn't match." });
  });
export type AddChildInput = z.infer<typeof addChildSchema>;

/**
 * PUT /parent/child/{id} (SPEC §6 "child … update"; docs/decisions/193): the parent corrects the child's name, birth
 * date or coding experience. A school child's name is the school's (its teacher corrects it).
 */
export const updateChildSchema = z
  .object({
    fullname: text("Full name is required.", 100).optional(),
    dob: z
      .preprocess((v) => v ?? "", dobSchema)
      .refine((v): v is string => v !== null, "Date of birth is required.")
      .optional(),
    codingExperience: text("Coding experience is required.", 40).optional(),
  })
  .strict();
export type ChildUpdate = z.input<typeof updateChildSchema>;

export const updatePasswordSchema = z
  .object({
    password: password("Password is required."),
    confirmPassword: password("Confirm the password.").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== undefined && v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "The two password fields didn't match." });
    }
  });

/** {timeLimits: [...]}, a bare list, or one {dayOfTheWeek, timeLimit} entry. */
export const timeLimitsBodySchema = z.preprocess(
  (v) =>
    Array.isArray(v) ? { timeLimits: v } : v && typeof v === "object" && "dayOfTheWeek" in v ? { timeLimits: [v] } : v,
  z.object({ timeLimits: week.refine((d) => d.length > 0, "Send at least one day's time limit.") }),
);

export const parentThresholdSchema = z.object({
  grade: z.enum(GRADES, { message: "Choose a grade from Kindergarten to Grade 8." }),
  level: z.enum(LEVELS as [string, ...string[]], { message: "Choose a level: Green, Yellow or Orange." }),
});

export const friendRequestSchema = z.object({
  student_username: text("Choose which of your children sends the request.", 40).transform((v) => v.toLowerCase()),
  username_or_email: text("Enter the other child's username or their parent's e-mail.", 254).transform((v) =>
    v.toLowerCase(),
  ),
});

/** {accepted: true}, {rejected: true} or {status: 'accepted' | 'rejected'} (SPEC §4, §7). */
export const answerSchema = z
  .object({
    accepted: z.boolean().optional(),
    rejected: z.boolean().optional(),
    status: z.enum(["accepted", "rejected"]).optional(),
  })
  .transform((v, ctx) => {
    const answers = new Set<string>();
    if (v.status) answers.add(v.status);
    if (v.accepted !== undefined) answers.add(v.accepted ? "accepted" : "rejected");
    if (v.rejected !== undefined) answers.add(v.rejected ? "rejected" : "accepted");
    if (answers.size !== 1) {
      ctx.addIssue({
        code: "custom",
        path: ["accepted"],
        message: "Answer the friend request with accepted or rejected.",
      });
      return z.NEVER;
    }
    return [...answers][0] as "accepted" | "rejected";
  });

/** Family codes are 8 letters/digits from an alphabet without look-alikes, shown as XXXX-XXXX. */
export const FAMILY_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const linkChildSchema = z.object({
  code: z
    .string({ message: "Enter the family code from your child's teacher." })
    .transform((v) => v.toUpperCase().replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^[${FAMILY_CODE_ALPHABET}]{8}$`),
          "Enter the family code as printed, for example K7QF-2MXH.",
        ),
    ),
});

/** GET /parent/child/{id}/export?format=: one JSON file, or a zip of one CSV per kind (docs/decisions/186). */
export const childExportQuery = z.object({
  format: z.enum(["json", "csv"], { message: "Choose json or csv." }).default("json"),
});
