// Live delivery (issue 13, docs/decisions/121): one LISTEN connection per instance fans chat events out to
// every open stream of that instance. On PostgreSQL an event is a pg_notify on channel `sprout_chat`, so an
// instance delivers what another one wrote; on embedded PGlite (one process) an in-process emitter does it.
import "server-only";
import { EventEmitter } from "node:events";
import { Client } from "pg";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/http/log";
import { AppError } from "@/lib/http/errors";

export const CHANNEL = "sprout_chat";
export const TOO_MANY_STREAMS =
  "You have too many chat windows open. Close one (or wait a moment for a closed one to end) and try again.";

type Parties = { conversationId: string; teacherId: string; parentId: string };
export type ChatEvent =
  | ({ type: "message"; messageId: number } & Parties)
  | ({ type: "read"; readerId: string; upTo: number; readAt: string } & Parties)
  /** The hub lost and regained its LISTEN connection: streams catch up from the last id they sent. */
  | { type: "resync" };

type Listener = (event: ChatEvent) => void;

/** Streams per user id; what both hub kinds share. */
class Fanout {
  private readonly byUser = new Map<string, Set<Listener>>();

  /** `limit`: how many streams the user may hold on this instance; one more is a 429 (docs/decisions/162). */
  subscribe(userId: string, fn: Listener, limit = Infinity): () => void {
    let set = this.byUser.get(userId);
    if ((set?.size ?? 0) >= limit) throw new AppError("too_many_requests", TOO_MANY_STREAMS);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (!set.size) this.byUser.delete(userId);
    };
  }

  dispatch(event: ChatEvent) {
    const users = event.type === "resync" ? [...this.byUser.keys()] : [...new Set([event.teacherId, event.parentId])];
    for (const u of users) for (const fn of this.byUser.get(u) ?? []) fn(event);
  }

  get size(): number {
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }
}

export interface LiveHub {
  /** Adds a stream of `userId`; throws a 429 AppError when the user already holds `limit` on this instance. */
  subscribe(userId: string, fn: Listener, limit?: number): Promise<() => void>;
  publish(event: Exclude<ChatEvent, { type: "resync" }>): Promise<void>;
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
          this.fanout.dispatch(JSON.parse(msg.payload) as ChatEvent);
        } catch (error) {
          log.warn("chat: bad notification", { error: String(error) });
        }
      });
      client.on("error", (error) => {
        log.warn("chat: LISTEN connection lost", { error: error.message });
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

  async subscribe(userId: string, fn: Listener, limit?: number) {
    const off = this.fanout.subscribe(userId, fn, limit);
    try {
      if (!this.client) await this.connect();
    } catch (error) {
      off();
      throw error;
    }
    return off;
  }

  async publish(event: Exclude<ChatEvent, { type: "resync" }>) {
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
    this.emitter.on("event", (e: ChatEvent) => this.fanout.dispatch(e));
  }

  async subscribe(userId: string, fn: Listener, limit?: number) {
    return this.fanout.subscribe(userId, fn, limit);
  }

  async publish(event: Exclude<ChatEvent, { type: "resync" }>) {
    setImmediate(() => this.emitter.emit("event", event));
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
