import { DOCUMENT_TYPE } from "@haiyun/shared";
import { updateOrder } from "../core/orders.repository";
import { documentOf } from "./action-checks";
import { defineAction } from "./types";

// Operations publish the bill-of-lading draft (a document they attached) and the MBL number; the customer checks it.

export default defineAction({
  action: "publish_bill",
  async apply(tx, order, { body, caller }) {
    const document = await documentOf(tx, order.id, body.file, DOCUMENT_TYPE.BILL_DRAFT, caller.lang);
    await updateOrder(tx, order.id, { mbl_no: body.mbl_no });
    return { orderId: order.id, fileId: document.file_id };
  },
});
