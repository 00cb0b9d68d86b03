import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

/** What hears the database's NOTIFY: the session memory, the kept list pages. */
export interface NotificationSubscriber {
  heard(channel: string, payload: string): void;
  /**
   * False while notifications might be missed; the memory then answers nothing from what it
   * holds. Every change of it also means: forget what you hold (what was missed is not known).
   */
  setTrusted(trusted: boolean): void;
}

export interface Listening {
  /**
   * Resolves once every notification of a transaction committed before the call has been heard
   * (PostgreSQL sends a session's pending notifications before its answer to the next statement).
   * Never fails: a listener that cannot ask is not trusted anyway.
   */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
}

/** Listens on `channels` for as long as the app runs (DbHandle.listen). */
export type Listen = (channels: string[], subscriber: NotificationSubscriber, log: FastifyBaseLogger) => Promise<Listening>;

/** PostgreSQL: a connection of its own (NotifyListener). */
export function listenPostgres(connection: pg.ClientConfig): Listen {
  return async (channels, subscriber, log) => {
    const listener = new NotifyListener(connection, channels, subscriber, log);
    await listener.start();
    return listener;
  };
}

/** The listening connections' application_name. */
export const LISTENER_NAME = "haiyun-listener";
const RETRY_MS = 1000;
// A connection that went silent (a network cut, no FIN) would keep the memories trusted while
// notifications no longer arrive: the listener asks the database now and then, and a late or
// failed answer counts as lost.
const HEARTBEAT_MS = 5000;
const HEARTBEAT_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The LISTEN side on PostgreSQL: a client of its own outside the pool (a pooled one would be
 * handed to queries and lose the subscription). While it is not listening, changes made by other
 * processes would go unheard, so the subscriber is told not to trust its memory: every request
 * reads the database, as if there were no memory. On (re)connection it starts empty, since what
 * was missed is not known.
 */
class NotifyListener implements Listening {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;
  /** the client's statements one after another (the heartbeat, catching up) */
  private asked: Promise<unknown> = Promise.resolve();
  /** the statement asked but not sent yet: every caller until it goes shares it */
  private unsent: Promise<unknown> | null = null;
  /** what to do when the current client's statement fails */
  private onLost: ((err?: Error) => void) | null = null;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channels: string[],
    private readonly subscriber: NotificationSubscriber,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once the first attempt to listen succeeded or failed (a failure retries on its own). */
  async start(): Promise<void> {
    await this.connect();
  }

  async catchUp(): Promise<void> {
    const client = this.client;
    if (!client) return;
    await this.ask(client).catch((err: Error) => {
      // a connection that does not answer hears nothing either
      if (this.client === client) this.onLost?.(err);
    });
  }

  /**
   * A trivial statement on the listening connection, sent once the one before it answered. Callers
   * share the one not sent yet (it goes after each of their calls), so many writes at once cost
   * one statement each time, not a queue of them.
   */
  private ask(client: pg.Client): Promise<unknown> {
    if (this.unsent) return this.unsent;
    const answer = this.asked.then(() => {
      this.unsent = null;
      return client.query("select 1");
    });
    this.unsent = answer;
    this.asked = answer.catch(() => undefined);
    return answer;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.stopHeartbeat();
    const client = this.client;
    this.client = null;
    this.subscriber.setTrusted(false);
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      ...this.connection,
      // how an operator (and a test) tells this connection from the pool's in pg_stat_activity
      application_name: LISTENER_NAME,
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
    client.on("notification", (message) => this.subscriber.heard(message.channel, message.payload ?? ""));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
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
    this.onLost = onLost;
    this.subscriber.setTrusted(true);
    this.heartbeat = setInterval(() => {
      this.ask(client).catch((err: Error) => onLost(err));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client === client) {
      this.client = null;
      this.stopHeartbeat();
    }
    this.subscriber.setTrusted(false);
    client.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.log.warn({ err }, "notification listener lost its connection; memories are not trusted until it is back");
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
