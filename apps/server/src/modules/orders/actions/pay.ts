import { DOCUMENT_TYPE } from "@haiyun/shared";
import { consumeAttachment } from "./action-checks";
import { defineAction } from "./types";

// The customer pays: names the payment receipt they uploaded for this order (POST /attachment); operations then issue the invoice.

export default defineAction({
  action: "pay",
  async apply(tx, order, { body, caller }) {
    const attachment = await consumeAttachment(tx, {
      orderId: order.id,
      attachmentId: body.filename,
      type: DOCUMENT_TYPE.PAYMENT_RECEIPT,
      uploaderId: caller.id,
      action: "pay",
      lang: caller.lang,
    });
    return { orderId: order.id, fileId: attachment.file_id };
  },
});
