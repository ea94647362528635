import { z } from "zod";
import { calendarDate } from "@/lib/validation/dates";
import { ROLES } from "@/lib/auth/roles";
import { isUnderConsentAge } from "@/lib/parents/consent-age";
import { GRADES } from "@/lib/vocabulary";

const REQUIRED = "This field is required.";

const text = (max = 150) =>
  z.string({ error: REQUIRED }).trim().max(max, `Ensure this field has no more than ${max} characters.`);
const requiredText = (max = 150) => text(max).min(1, REQUIRED);

/** RFC 5321's limit; without it a long address reached a btree index (users, rate limits) and failed there as a 500. */
export const MAX_EMAIL = 254;
export const EMAIL_TOO_LONG = `E-mail addresses can have at most ${MAX_EMAIL} characters.`;

export const emailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, REQUIRED)
  .max(MAX_EMAIL, EMAIL_TOO_LONG)
  .pipe(z.email("Enter a valid email address."));

export const usernameSchema = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .min(3, "Usernames need at least 3 characters.")
  .max(40, "Usernames can have at most 40 characters.")
  .regex(/^[a-z0-9._-]+$/, "Usernames may only contain letters, numbers, dots, dashes and underscores.");

export const dateSchema = calendarDate({ required: REQUIRED, invalid: "Enter a real date." });

export const roleSchema = z.enum(ROLES, { error: "Choose an account type: student, teacher, parent or organizer." });

/** True for a student sign-up under 13, who names a parent's address instead of an own one (docs/decisions/104). */
export function needsParentConsent(v: { role?: string; dob?: string }): boolean {
  return v.role === "student" && v.dob !== undefined && isUnderConsentAge(v.dob);
}

/** The addresses a sign-up gives: an own one, or under 13 a parent's (and never the same twice). */
export function checkContactAddresses(
  v: { role?: string; dob?: string; email?: string; parentEmail?: string },
  ctx: z.RefinementCtx,
) {
  const needsConsent = needsParentConsent(v);
  if (!needsConsent && !v.email) ctx.addIssue({ code: "custom", path: ["email"], message: REQUIRED });
  if (needsConsent && !v.parentEmail) {
    ctx.addIssue({
      code: "custom",
      path: ["parentEmail"],
      message: "Children under 13 need a parent's e-mail address to sign up.",
    });
  }
  if (v.parentEmail && v.parentEmail === v.email) {
    ctx.addIssue({
      code: "custom",
      path: ["parentEmail"],
      message: "Enter your parent's e-mail address, not your own.",
    });
  }
}

export const registrationSchema = z
  .object({
    role: roleSchema,
    /** Optional only for a student under 13, who names a parent instead (docs/decisions/104). */
    email: emailSchema.optional(),
    parentEmail: emailSchema.optional(),
    username: usernameSchema.optional(),
    firstname: requiredText(),
    lastname: text().optional(),
    password1: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
    password2: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
    terms: z.boolean().optional(),
    schoolCountry: text().optional(),
    schoolName: text(200).optional(),
    grade: z.enum(GRADES, { error: "Choose a grade from Kindergarten to Grade 8." }).optional(),
    dob: dateSchema.optional(),
    country: text().optional(),
    /** A teacher's organization invite code (docs/decisions/131). */
    organization_code: text(32).optional(),
    /** The token of an organization invitation's link: signing up from it accepts it (docs/decisions/133). */
    invitation: text(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.terms !== true) {
      ctx.addIssue({ code: "custom", path: ["terms"], message: "You have not accepted the terms and conditions" });
    }
    if (v.password1 !== v.password2) {
      ctx.addIssue({ code: "custom", path: ["password2"], message: "The two password fields didn't match." });
    }
    const need = (field: keyof typeof v, when: boolean) => {
      if (when && !v[field]) ctx.addIssue({ code: "custom", path: [field], message: REQUIRED });
    };
    need("schoolCountry", v.role === "teacher");
    need("schoolName", v.role === "teacher");
    need("grade", v.role === "student");
    need("dob", v.role === "student");
    checkContactAddresses(v, ctx);
    need("country", v.role === "parent" || v.role === "organizer");
    if (v.organization_code && v.role !== "teacher") {
      ctx.addIssue({
        code: "custom",
        path: ["organization_code"],
        message: "Only teachers join an organization by its code; organizers are invited.",
      });
    }
  });

export const loginSchema = z
  .object({
    password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
    // An identifier no account can have is refused before it meets an index (docs/decisions/162).
    email: z.string().trim().max(MAX_EMAIL, EMAIL_TOO_LONG).optional(),
    username: z.string().trim().max(MAX_EMAIL, "Enter your email or username.").optional(),
  })
  .transform((v, ctx) => {
    const identifier = (v.email || v.username || "").toLowerCase();
    if (!identifier) {
      ctx.addIssue({ code: "custom", path: ["username"], message: "Enter your email or username." });
      return z.NEVER;
    }
    return { identifier, password: v.password };
  });

export const refreshSchema = z.object({ refresh: z.string({ error: REQUIRED }).min(1, REQUIRED).max(4096) });
export const keySchema = z.object({ key: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200) });
export const resendSchema = z.object({ email: emailSchema });

/** POST /auth/user/email: the new address, and the current password (docs/decisions/201). */
export const emailChangeSchema = z.object({
  email: emailSchema,
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(1000),
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

export const profileSchema = z.object({
  firstname: requiredText().optional(),
  lastname: text().optional(),
  username: usernameSchema.optional(),
  country: text().optional(),
  grade: z.enum(GRADES).optional(),
  schoolCountry: text().optional(),
  schoolName: text(200).optional(),
  dob: dateSchema.optional(),
  /** Changing the account type adds that role (SPEC §4); the country then defaults to 'Canada'. */
  role: roleSchema.optional(),
  accountType: roleSchema.optional(),
});

export type ProfileInput = z.input<typeof profileSchema>;

export const googleSchema = z
  .object({
    access_token: z.string({ error: REQUIRED }).min(1, REQUIRED).max(4096),
    role: roleSchema.optional(),
    action: z.literal("signin").optional(),
  })
  .refine((v) => Boolean(v.role) !== Boolean(v.action), {
    message: "Send either a role to sign up with or action 'signin'.",
    path: ["role"],
  });

/** How the web's Google sign-in says the account lacks the role: `confirm-role:<token>:<message>`. */
export const GOOGLE_CONFIRM_ROLE = "confirm-role:";

export const confirmRoleSchema = z.object({
  confirmation_token: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
});
export const calendarSchema = z.object({ access_token: z.string({ error: REQUIRED }).min(1, REQUIRED).max(4096) });
