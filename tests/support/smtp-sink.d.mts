export type SinkMail = { to: string[]; raw: string; text: string };
export function decodeQuotedPrintable(raw: string): string;
export function startSmtpSink(opts: {
  port?: number;
  onMail: (mail: SinkMail) => void;
}): Promise<{ url: string; close: () => void }>;
