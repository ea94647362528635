// Mail over SMTP (SMTP_URL). With none configured, messages are written to the server log instead, so the
// embedded default stays usable: the confirmation link can be copied from the terminal.
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { log } from "@/lib/http/log";

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };

let transporter: Transporter | undefined;

function transport(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  transporter ??= nodemailer.createTransport(env.SMTP_URL);
  return transporter;
}

export async function sendMail(mail: Mail): Promise<void> {
  const t = transport();
  if (!t) {
    log.info("mail (no SMTP_URL configured; not sent)", { to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  await t.sendMail({ from: env.MAIL_FROM, ...mail });
}
