import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * A forwarder account's name where it has no directory entry: its company, else its contact, else
 * the name part of its login e-mail. One rule for the quote list and a single quote; each passes
 * the account's columns as its statement names them.
 */
export function accountName(account: { company1: AnyColumn | SQL; linkman: AnyColumn | SQL; username: AnyColumn | SQL }): SQL {
  return sql`coalesce(nullif(btrim(${account.company1}), ''), nullif(btrim(${account.linkman}), ''), split_part(${account.username}, '@', 1))`;
}
