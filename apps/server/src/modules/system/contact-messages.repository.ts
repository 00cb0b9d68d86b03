import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

export async function insertContactMessage(
  db: Db,
  values: { email: string; name: string; subject: string; content: string; lang: string; ip: string },
) {
  await db.insert(contactMessages).values(values);
}
