// A real SMTP server (smtp-server) on loopback that hands each received message to `onMail`.
// Used by the integration tests (in-process) and by the e2e server (mail written to files).
import { SMTPServer } from "smtp-server";

/** Decodes quoted-printable soft breaks and escapes, enough to read links out of a message. */
export function decodeQuotedPrintable(raw) {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * @param {{ port?: number, onMail: (mail: { to: string[], raw: string, text: string }) => void }} opts
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export function startSmtpSink({ port = 0, onMail }) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        onMail({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address();
      resolve({ url: `smtp://127.0.0.1:${address.port}`, close: () => server.close() });
    });
  });
}
