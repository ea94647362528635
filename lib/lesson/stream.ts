// The teacher's live lesson view as Server-Sent Events (issue 39, docs/decisions/263): `event: tiles` with the
// class's whole tile list (the JSON of GET …/live/) at once, then after each lesson event of the class, bursts
// coalesced to at most one read per RECOMPUTE_MS; a minute refresh moves the minutes on. A teacher who no longer
// teaches the class gets nothing more: the stream closes at its next read. A comment every 20 s keeps proxies open.
import "server-only";
import type { Actor } from "@/lib/auth/authenticate";
import { findTaughtClassOrThrow } from "@/lib/access/classes";
import { log } from "@/lib/http/log";
import { liveHub, MAX_STREAMS_PER_USER, type LiveHub } from "@/lib/live/hub";
import { createSse } from "@/lib/live/sse";
import { tilesOfClass } from "./live";
import { lessonTopic } from "./presence";

type Who = Pick<Actor, "id" | "roles" | "organizationId">;
/** At most one read of the tiles per stream in this window, however many children ran at once. */
export const RECOMPUTE_MS = 250;
/** The tiles' minutes move on without an event (the ten-minute rule): a read each minute, sent when it changed. */
const REFRESH_MS = 60_000;
export const TOO_MANY_LESSON_STREAMS =
  "You have the lesson view open in too many windows. Close one (or wait a moment for a closed one to end) and try again.";

/** Opens the lesson stream of `classId` for one of its teachers (anyone else: 404 before it opens). */
export async function openLessonStream(actor: Who, classId: string, signal: AbortSignal, hub: LiveHub = liveHub()) {
  const klass = await findTaughtClassOrThrow(actor, classId);
  const sse = createSse();
  let lastSent = "";
  let lastRead = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reading: Promise<void> | undefined;
  let again = false;

  /** Reads and sends the tiles (unless `onlyChanged` and they are as last sent); closes for a former teacher. */
  const read = async (onlyChanged: boolean) => {
    lastRead = Date.now();
    try {
      await findTaughtClassOrThrow(actor, klass.id);
    } catch {
      sse.close();
      return;
    }
    const json = JSON.stringify(await tilesOfClass(klass.id));
    if (onlyChanged && json === lastSent) return;
    lastSent = json;
    sse.write(`event: tiles\ndata: ${json}\n\n`);
  };
  const run = (onlyChanged: boolean) => {
    timer = undefined;
    reading = read(onlyChanged)
      .catch((error) => {
        log.warn("lesson: tiles not read", { error: String(error) });
        sse.write(": retry\n\n");
      })
      .finally(() => {
        reading = undefined;
        if (again) schedule();
      });
  };
  /** One read soon: at once after a quiet spell, else when the window since the last read ends. */
  function schedule() {
    again = false;
    if (sse.closed) return;
    if (reading) {
      again = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(() => run(false), Math.max(0, lastRead + RECOMPUTE_MS - Date.now()));
  }

  const unsubscribe = await hub.subscribe(lessonTopic(klass.id), () => schedule(), {
    holder: `lesson:${actor.id}`,
    max: MAX_STREAMS_PER_USER,
    message: TOO_MANY_LESSON_STREAMS,
  });
  const refresh = setInterval(() => {
    if (!reading && !timer) run(true);
  }, REFRESH_MS);
  refresh.unref?.();
  return sse.stream(signal, {
    onStart: () => run(false),
    onClose: () => {
      clearInterval(refresh);
      clearTimeout(timer);
      unsubscribe();
    },
  });
}
