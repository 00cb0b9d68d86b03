import { redlineTarget } from "@haiyun/shared";
import { fieldError } from "../../../lib/app-error";
import { findContainerIds } from "../instruction";
import { defineAction } from "./types";

// The customer returns the bill-of-lading draft; operations publish it again. The reason goes on
// the timeline and into the owner's mail; the comments pinned to fields (already in their
// canonical paths, docs/PRODUCT-RULES.md "Bill redlines") stay in the event's detail, which the
// bill rounds and the highlighted fields of both sides read.

export default defineAction({
  action: "bill_fail",
  async apply(tx, order, { body, caller }) {
    // a caller that skips the route schema (the demo seed) may leave them out
    const comments = body.comments ?? [];
    if (comments.some((comment) => redlineTarget(comment.field)?.kind === "container")) {
      // the rows as the instruction has them now: a comment may name only one of them
      const count = (await findContainerIds(tx, order.id)).size;
      comments.forEach((comment, index) => {
        const target = redlineTarget(comment.field);
        if (target?.kind === "container" && target.index >= count) {
          throw fieldError(`comments.${index}.field`, "v.redline_row", caller.lang, {
            n: index + 1,
            row: target.index + 1,
            count,
          });
        }
      });
    }
    return { orderId: order.id, reason: body.reason, detail: { comments } };
  },
});
