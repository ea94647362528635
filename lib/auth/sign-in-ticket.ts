// A single-use sign-in ticket (issue 42): the school's sign-in callback has proved who the person is; it hands
// the browser this ticket, which the browser posts to next-auth's "school" provider for a normal web session.
// Kept as an oidc_login row keyed "ticket:" + the ticket's sha-256 (the ticket itself is never stored), holding
// the account's id; taken and deleted in one statement, valid for TICKET_SECONDS.
import { prisma } from "@/lib/db/client";
import { addSeconds, now } from "@/lib/clock";
import { hashKey, randomKey } from "./tokens";

export const TICKET_SECONDS = 120;
const PREFIX = "ticket:";

/** A new ticket for the account, issued after the provider's answer was verified. */
export async function issueSignInTicket(userId: string, organizationId: string): Promise<string> {
  const ticket = randomKey(32);
  await prisma.oidcLogin.create({
    data: { state: PREFIX + hashKey(ticket), organizationId, nonce: userId, codeVerifier: "", createdAt: now() },
  });
  return ticket;
}

/** The account a ticket signs in, once: null for an unknown, spent or expired ticket. */
export async function redeemSignInTicket(ticket: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) return null;
  const since = addSeconds(now(), -TICKET_SECONDS);
  const rows = await prisma.$queryRaw<{ userId: string }[]>`
    DELETE FROM oidc_login WHERE state = ${PREFIX + hashKey(ticket)} AND created_at > ${since}
    RETURNING nonce AS "userId"`;
  if (!rows[0]) return null;
  const user = await prisma.user.findUnique({ where: { id: rows[0].userId } });
  return user?.isActive ? user : null;
}
