import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { SESSIONS_CHANNEL } from "./account-changes.repository";
import type { SessionMemory } from "./session-memory";

const RETRY_MS = 1000;
// A connection that went silent (a network cut, no FIN) would keep the memory trusted while
// notifications no longer arrive: the listener asks the database now and then, and a late or
// failed answer counts as lost.
const HEARTBEAT_MS = 5000;
const HEARTBEAT_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The LISTEN side, PostgreSQL only: a client of its own outside the pool (a pooled one would be
 * handed to queries and lose the subscription). While it is not listening, changes made by other
 * processes would go unheard, so the memory is not trusted: every request reads the database, as
 * before the memory existed. On (re)connection the memory starts empty, since what was missed is
 * not known.
 */
export class SessionListener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    /** the notifications of writes through our own handle: already forgotten after their commit */
    private readonly ownOrigin: string,
    private readonly memory: SessionMemory,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once the first attempt to listen succeeded or failed (a failure retries on its own). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.stopHeartbeat();
    const client = this.client;
    this.client = null;
    this.memory.setTrusted(false);
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      ...this.connection,
      keepAlive: true,
      // the app's start waits for the first attempt: a database that does not answer must not hold it
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      this.lost(client, err);
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      const [origin, id] = (message.payload ?? "").split(":");
      if (origin === this.ownOrigin) return;
      const userId = Number(id);
      if (id && Number.isSafeInteger(userId)) this.memory.forgetUser(userId);
      else this.memory.forgetAll();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSIONS_CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (lost) return;
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.memory.setTrusted(true);
    this.heartbeat = setInterval(() => {
      client.query("select 1").catch((err: Error) => onLost(err));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client === client) {
      this.client = null;
      this.stopHeartbeat();
    }
    this.memory.setTrusted(false);
    client.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.log.warn({ err }, "session listener lost its connection; sessions are read from the database until it is back");
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, RETRY_MS);
    this.retry.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
