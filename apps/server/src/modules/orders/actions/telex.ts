import { DOCUMENT_TYPE } from "@haiyun/shared";
import { consumeAttachment } from "./action-checks";
import { defineAction } from "./types";

// The customer names the telex guarantee letter they uploaded for this order; operations then release.

export default defineAction({
  action: "telex",
  async apply(tx, order, { body, caller }) {
    const attachment = await consumeAttachment(tx, {
      orderId: order.id,
      attachmentId: body.filename,
      type: DOCUMENT_TYPE.TELEX_GUARANTEE,
      uploaderId: caller.id,
      action: "telex",
      lang: caller.lang,
    });
    return { orderId: order.id, fileId: attachment.file_id };
  },
});
