// A real SMTP server (smtp-server) on loopback that keeps what it receives, for tests that read mail.
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string; text: string };

const g = globalThis as unknown as { __sproutMailbox?: ReceivedMail[] };
g.__sproutMailbox ??= [];

/** Decodes quoted-printable soft breaks and escapes, enough to read links out of a message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export function mailbox(): ReceivedMail[] {
  return g.__sproutMailbox!;
}

export function startSmtpSink(): Promise<{ url: string; close: () => void }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo.map((r) => r.address);
        mailbox().push({ to, raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.server.address() as { port: number };
      resolve({ url: `smtp://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
