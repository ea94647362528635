import { readdirSync, readFileSync } from "node:fs";

type Mail = { to: string[]; raw: string; text: string };

/** Waits for the SMTP server of the e2e run to receive a mail to `address`; returns its first link. */
export async function waitForLinkTo(address: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(".e2e/mail").sort().reverse();
    for (const f of files) {
      const mail = JSON.parse(readFileSync(`.e2e/mail/${f}`, "utf8")) as Mail;
      const link = mail.to.includes(address) ? mail.text.match(/https?:\/\/\S+/)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}
