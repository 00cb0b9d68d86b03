import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { routeOf } from "../../../lib/order-action-client";
import { clickButton, errorsOf, fieldOf, findToastKind, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import type { ReasonAction } from "../api/order-action-kinds";
import { ReasonDialog } from "./reason-dialog";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const onClose = vi.fn();

function renderModal(action: ReasonAction) {
  renderWithApi(<ReasonDialog target={{ id: 7, order_no: "HY260301000123", action }} onClose={onClose} />, {
    antd: true,
    routes: { [`PUT ${routeOf(action, 7).path.replace(":id", "7")}`]: { id: 7, status: ORDER_STATUS.CANCELLED } },
  });
}

/** The last confirmation (antd's confirm dialog), found by its question. */
const confirmation = async (question: string) =>
  must((await screen.findByText(question, { selector: ".ant-modal-confirm-title" })).closest<HTMLElement>(".ant-modal-confirm"));

describe("reject and cancel with a reason", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("will not reject a booking without a reason", async () => {
    renderModal("reject_booking");
    clickButton("Reject booking");
    await waitFor(() => expect(errorsOf(fieldOf("Reason"))).toEqual(["This field is required"]));
    typeInto("Reason", "   ");
    clickButton("Reject booking");
    await waitFor(() => expect(errorsOf(fieldOf("Reason"))).toEqual(["This field is required"]));
    expect(document.querySelector(".ant-modal-confirm")).toBeNull();
    expect(api.put).not.toHaveBeenCalled();
  });

  it("asks once more, then rejects with the reason", async () => {
    renderModal("reject_booking");
    typeInto("Reason", "  No space on the vessel ");
    clickButton("Reject booking");
    const dialog = await confirmation("Reject the booking of order HY260301000123?");
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject booking" }));
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(vi.mocked(api.put).mock.calls).toEqual([["/ops/order/7/reject", { reason: "No space on the vessel" }]]);
    expect(await findToastKind("The booking of order HY260301000123 was rejected")).toBe("success");
    expect(onClose).toHaveBeenCalled();
  });

  it("sends nothing when the confirmation is declined", async () => {
    renderModal("cancel_by_ops");
    typeInto("Reason", "Customer asked");
    clickButton("Cancel order");
    const dialog = await confirmation("Cancel order HY260301000123?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    await waitFor(() => expect(document.querySelector(".ant-modal-confirm")).toBeNull());
    expect(api.put).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
