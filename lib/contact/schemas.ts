import { z } from "zod";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const institutionInquirySchema = z.object({
  name: text("Your name", 120),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .toLowerCase()
    .max(254, "Email must be at most 254 characters.")
    .pipe(z.email("Enter a valid email address.")),
  institution: text("Institution name", 200),
  role: z.string().trim().max(120, "Role must be at most 120 characters.").default(""),
  phone: z
    .string()
    .trim()
    .max(40, "Phone must be at most 40 characters.")
    .regex(/^[0-9+()\-. ]*$/, "Phone may contain digits, spaces and + ( ) - . only.")
    .default(""),
  students: z.coerce
    .number({ error: "Number of students must be a number." })
    .int("Number of students must be a whole number.")
    .min(1, "Number of students must be at least 1.")
    .max(1_000_000, "Number of students is too large.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  message: z
    .string({ error: "Message is required." })
    .trim()
    .min(10, "Please tell us a little more (at least 10 characters).")
    .max(5000, "Message must be at most 5000 characters."),
  /** Honeypot: hidden from people, filled in by form-filling bots. */
  website: z.string().max(500).default(""),
});

export type InstitutionInquiryInput = z.infer<typeof institutionInquirySchema>;
