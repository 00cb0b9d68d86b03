import { DOCUMENT_TYPE } from "@haiyun/shared";
import { updateInvoice } from "../instruction";
import { assertCurrency, documentOf } from "./action-checks";
import { defineAction } from "./types";

// Operations issue the invoice (a document they attached) with its amount and currency: the whole
// sum owed, change fees included. The customer then uploads the telex guarantee.

export default defineAction({
  action: "issue_invoice",
  async apply(tx, order, { body, caller }) {
    const document = await documentOf(tx, order.id, body.file, DOCUMENT_TYPE.INVOICE, caller.lang);
    await assertCurrency(tx, body.currency, caller.lang);
    await updateInvoice(tx, order.id, body.amount, body.currency);
    return { orderId: order.id, fileId: document.file_id, amount: body.amount, currency: body.currency };
  },
});
