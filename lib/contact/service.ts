// The public institution inquiry (SPEC §7 POST /contact/institution/): stored, then mailed to the
// deployment's contact address. Spam: a honeypot field and a per-address limit kept in PostgreSQL.
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { now } from "@/lib/clock";
import { log } from "@/lib/http/log";
import { sendMail } from "@/lib/mail/mailer";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import type { InstitutionInquiryInput } from "./schemas";

export const INQUIRY_RATE_LIMIT = {
  max: 5,
  windowSeconds: 60 * 60,
  message: "You have sent several inquiries in the last hour. Please wait a while before sending another one.",
};

/** Per target email: the address a bot would flood with Sprout's answers. */
export const INQUIRY_EMAIL_LIMIT = {
  max: 3,
  windowSeconds: 60 * 60,
  message:
    "Several inquiries with this email address arrived in the last hour. Please wait a while before sending another one.",
};

export const INQUIRY_RECEIVED = "Thank you! Your inquiry has reached the Sprout team. We will answer by email.";

export async function submitInstitutionInquiry(input: InstitutionInquiryInput, ip: string) {
  await consumeRateLimit(`contact-institution:${ip}`, INQUIRY_RATE_LIMIT);
  await consumeRateLimit(`contact-institution-email:${input.email}`, INQUIRY_EMAIL_LIMIT);
  // A bot that filled the hidden field gets the same answer as a person, so it learns nothing; nothing is
  // stored or mailed.
  if (input.website) {
    log.info("institution inquiry dropped by honeypot", { ip });
    return { detail: INQUIRY_RECEIVED };
  }
  const inquiry = await prisma.institutionInquiry.create({
    data: {
      name: input.name,
      email: input.email,
      institution: input.institution,
      role: input.role,
      phone: input.phone,
      ...(input.students !== undefined ? { students: input.students } : {}),
      message: input.message,
      ip,
    },
  });
  await mailInquiry(inquiry);
  return { detail: INQUIRY_RECEIVED };
}

type StoredInquiry = Awaited<ReturnType<typeof prisma.institutionInquiry.create>>;

async function mailInquiry(inquiry: StoredInquiry): Promise<void> {
  if (!env.CONTACT_EMAIL) {
    log.warn("institution inquiry stored; CONTACT_EMAIL is not set so no one was mailed", { inquiryId: inquiry.id });
    return;
  }
  try {
    await sendMail({
      to: env.CONTACT_EMAIL,
      replyTo: inquiry.email,
      subject: `Sprout inquiry from ${inquiry.institution}`,
      text: [
        `${inquiry.name} <${inquiry.email}> wrote through the Sprout contact form:`,
        "",
        `Institution: ${inquiry.institution}`,
        ...(inquiry.role ? [`Role: ${inquiry.role}`] : []),
        ...(inquiry.phone ? [`Phone: ${inquiry.phone}`] : []),
        ...(inquiry.students ? [`Students: ${inquiry.students}`] : []),
        "",
        inquiry.message,
        "",
        `Inquiry ${inquiry.id}, received ${inquiry.createdAt.toISOString()}. Reply to this email to answer.`,
      ].join("\n"),
    });
    await prisma.institutionInquiry.update({ where: { id: inquiry.id }, data: { mailedAt: now() } });
  } catch (error) {
    // The inquiry is stored either way; a mail outage must not lose it or show the visitor an error.
    log.error("institution inquiry mail failed", { inquiryId: inquiry.id, error: String(error) });
  }
}
