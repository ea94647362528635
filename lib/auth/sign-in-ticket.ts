// A single-use sign-in ticket (issue 42): the school's sign-in callback has proved who the person is; it hands
// the browser this ticket, which the browser posts to next-auth's "school" provider for a normal web session.
// Kept as a sign_in_ticket row keyed by the ticket's sha-256 (the ticket itself is never stored); taken and deleted
// in one statement, valid for TICKET_SECONDS; the spent and expired ones go when the next ticket is issued.
import { prisma } from "@/lib/db/client";
import { addSeconds, now } from "@/lib/clock";
import { hashKey, randomKey } from "./tokens";

export const TICKET_SECONDS = 120;

/** A new ticket for the account, issued after the provider's answer was verified. */
export async function issueSignInTicket(userId: string, organizationId: string): Promise<string> {
  const ticket = randomKey(32);
  await prisma.signInTicket.deleteMany({ where: { createdAt: { lt: addSeconds(now(), -TICKET_SECONDS) } } });
  await prisma.signInTicket.create({ data: { tokenHash: hashKey(ticket), userId, organizationId, createdAt: now() } });
  return ticket;
}

/** The account a ticket signs in, once: null for an unknown, spent or expired ticket. */
export async function redeemSignInTicket(ticket: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) return null;
  const since = addSeconds(now(), -TICKET_SECONDS);
  const rows = await prisma.$queryRaw<{ userId: string }[]>`
    DELETE FROM sign_in_ticket WHERE token_hash = ${hashKey(ticket)} AND created_at > ${since}
    RETURNING user_id::text AS "userId"`;
  if (!rows[0]) return null;
  const user = await prisma.user.findUnique({ where: { id: rows[0].userId } });
  return user?.isActive ? user : null;
}
