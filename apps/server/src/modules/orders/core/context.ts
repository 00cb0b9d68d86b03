import type { Authority, Lang } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client";
import type { FileStore } from "../../files/file-store";
import type { ConfigService } from "../../system/config.service";

// The context every room of the orders module works in, and who is acting: below the action
// handlers (actions/types.ts) so that the services they call need not import actions/.

/** What the order services need: the database, the site's settings, the address mails link to. */
export interface OrdersContext {
  db: Db;
  configService: ConfigService;
  /** the portal's address, for the links in mails */
  publicUrl: string;
  /** false: transitions queue no mail (the demo seed) */
  notify?: boolean;
  /** the clock fees and deadlines are judged by; unset: the system's (tests inject one) */
  now?: () => Date;
  /** where the PDFs the portal writes keep their bytes; unset: in the row */
  fileStore?: FileStore;
}

/** The orders' context of an app: its database, settings, public address, clock and file store. */
export function ordersContextOf(app: FastifyInstance): OrdersContext {
  return {
    db: app.db,
    configService: app.configService,
    publicUrl: app.config.publicUrl,
    now: app.clock,
    fileStore: app.fileStore,
  };
}

/** The signed-in user taking an action (the transition table says as whom: owner or operations). */
export interface Caller {
  id: number;
  lang: Lang;
  /** what the caller holds; an action may need more than its route's authority (booking from a quote) */
  authorities?: readonly Authority[];
}
