import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../../lib/api-client";
import { clickButton, findToastKind } from "../../../../test/form";
import { setTestLanguage } from "../../../../test/render";
import { orderFormOf } from "../../test/booking-form-fixtures";
import { confirmDialog, renderBookingForm } from "../../test/render-booking-form";

vi.mock("../../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// Commit 30842d4: once a new order is saved (or any is submitted) the page moves on, and until the
// next page has replaced it the old form sends nothing more. Here the next page never finishes
// loading (its loader stays pending), so the old form stays on screen as long as the test needs.
const stillLoading = (path: string) => ({ path, loader: () => new Promise<never>(() => {}), element: <div /> });

const saveButton = () => screen.getByRole("button", { name: /Save draft/ });
const submitButton = () => screen.getByRole("button", { name: /Submit booking/ });

describe("the booking form while the page is being replaced", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("sends no second order when Save is clicked again after a copy was saved", async () => {
    const { router } = renderBookingForm(
      "/bookings/copy-fcl/5",
      {
        "GET /order/docking/5": orderFormOf(),
        "POST /order/booking": { id: 77, order_no: "HY2606150077", status: ORDER_STATUS.DRAFT },
      },
      {},
      [stillLoading("/bookings/edit-fcl/:id")],
    );
    await screen.findByDisplayValue("PO-2026-001");
    clickButton("Save draft");
    await confirmDialog("Save the draft?");
    expect(await findToastKind("Draft saved: HY2606150077")).toBe("success");
    // the edit page of the new order is on its way; the copy form is still the one shown
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe("/bookings/edit-fcl/77"));
    expect(router.state.location.pathname).toBe("/bookings/copy-fcl/5");

    await waitFor(() => expect(saveButton().className).toContain("ant-btn-loading"));
    expect(submitButton().className).toContain("ant-btn-loading");
    // (a busy button's name starts with its spinner's "loading")
    clickButton(/Save draft/);
    clickButton(/Submit booking/);
    await act(async () => {});
    expect(screen.queryByText("Submit the booking?")).toBeNull();
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it("sends nothing more once a draft was submitted, while its detail page loads", async () => {
    const { router } = renderBookingForm(
      "/bookings/edit-fcl/5",
      {
        "GET /order/docking/5": orderFormOf(),
        "GET /order/5": { id: 5, status: ORDER_STATUS.DRAFT },
        "PUT /order/booking/5": { id: 5, order_no: "HY2606150005", status: ORDER_STATUS.AWAITING_BOOKING },
      },
      {},
      [stillLoading("/bookings/:id")],
    );
    await screen.findByDisplayValue("PO-2026-001");
    clickButton("Submit booking");
    await confirmDialog("Submit the booking?");
    expect(await findToastKind("Booking submitted: HY2606150005")).toBe("success");
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe("/bookings/5"));

    await waitFor(() => expect(submitButton().className).toContain("ant-btn-loading"));
    clickButton(/Submit booking/);
    clickButton(/Save draft/);
    await act(async () => {});
    expect(api.put).toHaveBeenCalledTimes(1);
  });
});
