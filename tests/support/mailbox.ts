export type ReceivedMail = { to: string[]; raw: string; text: string };

const g = globalThis as unknown as { __sproutMailbox?: ReceivedMail[] };
g.__sproutMailbox ??= [];

export function mailbox(): ReceivedMail[] {
  return g.__sproutMailbox!;
}

/** The newest mail to `address`, or undefined. */
export function lastMailTo(address: string): ReceivedMail | undefined {
  return [...mailbox()].reverse().find((m) => m.to.includes(address));
}

export function linkIn(mail: ReceivedMail | undefined): string | undefined {
  return mail?.text.match(/https?:\/\/\S+/)?.[0];
}
