import { DOCUMENT_TYPE } from "@haiyun/shared";
import { documentOf } from "./action-checks";

import { defineAction } from "./types";

// Operations release the cargo by telex (the release document they attached); the order is completed.

export default defineAction({
  action: "release",
  async apply(tx, order, { body, caller }) {
    const document = await documentOf(tx, order.id, body.file, DOCUMENT_TYPE.TELEX_RELEASE, caller.lang);
    return { orderId: order.id, fileId: document.file_id };
  },
});
