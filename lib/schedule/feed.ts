// The private ICS feed: an unguessable token in the URL (like Google's "secret address"), regenerable.
import type { Actor } from "@/lib/auth/authenticate";
import { randomKey } from "@/lib/auth/tokens";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { notFound } from "@/lib/http/errors";
import { FileResult } from "@/lib/http/file-result";
import { buildIcs } from "./ics";
import { displayName } from "@/lib/vocabulary";

const url = (token: string) => new URL(`/api/academics/calendar/feed/${token}.ics`, env.APP_URL).toString();

export async function feedUrlFor(actor: Actor): Promise<string> {
  const feed =
    (await prisma.calendarFeed.findUnique({ where: { userId: actor.id } })) ??
    (await prisma.calendarFeed.upsert({
      where: { userId: actor.id },
      create: { userId: actor.id, token: randomKey(24) },
      update: {},
    }));
  return url(feed.token);
}

/** A new secret: the old URL stops working at once. */
export async function regenerateFeed(actor: Actor) {
  const token = randomKey(24);
  await prisma.calendarFeed.upsert({
    where: { userId: actor.id },
    create: { userId: actor.id, token },
    update: { token, createdAt: now() },
  });
  return { feedUrl: url(token) };
}

export async function feedIcs(file: string): Promise<FileResult> {
  const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
  const feed = token ? await prisma.calendarFeed.findUnique({ where: { token }, include: { user: true } }) : null;
  if (!feed) throw notFound("This calendar address is no longer valid.");
  const events = await prisma.scheduleEvent.findMany({
    where: { ownerId: feed.userId },
    orderBy: { startTime: "asc" },
  });
  const name = `${displayName(feed.user)} · Sprout`;
  // Calendar apps poll: a private five-minute cache, and the secret URL never leaks as a referrer or to a crawler.
  return new FileResult(
    new TextEncoder().encode(buildIcs(events, name, now())),
    "text/calendar; charset=utf-8",
    "sprout.ics",
    "inline",
    {
      "cache-control": "private, max-age=300",
      "x-robots-tag": "noindex",
      "referrer-policy": "no-referrer",
    },
  );
}
