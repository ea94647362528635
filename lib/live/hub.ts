// Live delivery (issue 13, docs/decisions/121; generalized for the lesson view, issue 39): one LISTEN connection
// per instance fans events out to every open stream of that instance, by topic. An event names the topics it
// goes to (chat: the teacher's and the parent's user ids; the lesson: `class:<classId>`). On PostgreSQL an event
// is a pg_notify on the one channel `sprout_live`, so an instance delivers what another one wrote; on embedded
// PGlite (one process) an in-process emitter does it.
import "server-only";
import { EventEmitter } from "node:events";
import { Client } from "pg";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/http/log";
import { AppError } from "@/lib/http/errors";

export const CHANNEL = "sprout_live";

/** An event for the streams of `topics`; the rest is the publisher's (JSON, under pg_notify's 8000 bytes). */
export type TopicEvent = { topics: string[]; [field: string]: unknown };
/** The hub lost and regained its LISTEN connection: every stream catches up. */
export type Resync = { type: "resync" };
export type HubEvent = TopicEvent | Resync;
export type Listener = (event: HubEvent) => void;

/**
 * How many streams one holder (a user, per kind of stream) may keep open on this instance; one more is a 429
 * with `message` (docs/decisions/162).
 */
export type StreamLimit = { holder: string; max: number; message: string };

/**
 * Open streams of one kind (chat, a lesson view) one user may hold on one instance (a few tabs and devices); each
 * holds memory and a listener, so a script opening thousands is refused with a 429. Closing a stream frees its
 * slot at once (docs/decisions/162).
 */
export const MAX_STREAMS_PER_USER = 5;

export function isResync(event: HubEvent): event is Resync {
  return !("topics" in event) && event.type === "resync";
}

/** Streams per topic and per holder; what both hub kinds share. */
class Fanout {
  private readonly byTopic = new Map<string, Set<Listener>>();
  private readonly held = new Map<string, number>();

  subscribe(topic: string, fn: Listener, limit?: StreamLimit): () => void {
    const holding = limit ? (this.held.get(limit.holder) ?? 0) : 0;
    if (limit && holding >= limit.max) throw new AppError("too_many_requests", limit.message);
    if (limit) this.held.set(limit.holder, holding + 1);
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(fn);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set.delete(fn);
      if (!set.size) this.byTopic.delete(topic);
      if (!limit) return;
      const left = (this.held.get(limit.holder) ?? 1) - 1;
      if (left > 0) this.held.set(limit.holder, left);
      else this.held.delete(limit.holder);
    };
  }

  dispatch(event: HubEvent) {
    const listeners = isResync(event)
      ? [...this.byTopic.values()].flatMap((s) => [...s])
      : [...new Set(event.topics)].flatMap((t) => [...(this.byTopic.get(t) ?? [])]);
    for (const fn of listeners) fn(event);
  }

  get size(): number {
    let n = 0;
    for (const s of this.byTopic.values()) n += s.size;
    return n;
  }
}

export interface LiveHub {
  /** Adds a stream of `topic`; throws a 429 AppError when the holder already keeps `limit.max` on this instance. */
  subscribe(topic: string, fn: Listener, limit?: StreamLimit): Promise<() => void>;
  publish(event: TopicEvent): Promise<void>;
  /** Open streams on this instance. */
  readonly streams: number;
  close(): Promise<void>;
}

/** PostgreSQL: one LISTEN client, reconnected with a growing delay; publishing goes through the pool. */
export class PgLiveHub implements LiveHub {
  private readonly fanout = new Fanout();
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retryMs = 250;

  constructor(
    private readonly connectionString: string,
    private readonly notify: (payload: string) => Promise<void> = async (payload) => {
      await prisma.$executeRaw`SELECT pg_notify(${CHANNEL}, ${payload})`;
    },
  ) {}

  private connect(): Promise<void> {
    this.connecting ??= (async () => {
      const client = new Client({ connectionString: this.connectionString });
      client.on("notification", (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        try {
          this.fanout.dispatch(JSON.parse(msg.payload) as TopicEvent);
        } catch (error) {
          log.warn("live: bad notification", { error: String(error) });
        }
      });
      client.on("error", (error) => {
        log.warn("live: LISTEN connection lost", { error: error.message });
        this.reconnect(client);
      });
      client.on("end", () => this.reconnect(client));
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      this.retryMs = 250;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private reconnect(old: Client) {
    if (this.closed || this.client !== old) return;
    this.client = null;
    void old.end().catch(() => undefined);
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
    setTimeout(() => {
      if (this.closed) return;
      this.connect().then(
        () => this.fanout.dispatch({ type: "resync" }),
        () => this.reconnect(old),
      );
    }, delay).unref();
  }

  async subscribe(topic: string, fn: Listener, limit?: StreamLimit) {
    const off = this.fanout.subscribe(topic, fn, limit);
    try {
      if (!this.client) await this.connect();
    } catch (error) {
      off();
      throw error;
    }
    return off;
  }

  async publish(event: TopicEvent) {
    await this.notify(JSON.stringify(event));
  }

  get streams() {
    return this.fanout.size;
  }

  async close() {
    this.closed = true;
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }
}

/** Embedded PGlite: one process, so an emitter is the whole bus. */
export class LocalLiveHub implements LiveHub {
  private readonly fanout = new Fanout();
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.on("event", (e: HubEvent) => this.fanout.dispatch(e));
  }

  async subscribe(topic: string, fn: Listener, limit?: StreamLimit) {
    return this.fanout.subscribe(topic, fn, limit);
  }

  async publish(event: TopicEvent) {
    // Through JSON like a notification, so a listener never shares the publisher's object.
    const copy = JSON.parse(JSON.stringify(event)) as TopicEvent;
    setImmediate(() => this.emitter.emit("event", copy));
  }

  get streams() {
    return this.fanout.size;
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}

const g = globalThis as unknown as { __sproutLiveHub?: LiveHub };

/** This instance's hub, made on first use. */
export function liveHub(): LiveHub {
  g.__sproutLiveHub ??= env.DATABASE_URL ? new PgLiveHub(env.DATABASE_URL) : new LocalLiveHub();
  return g.__sproutLiveHub;
}
