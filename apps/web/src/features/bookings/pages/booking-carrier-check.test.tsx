import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setTestLanguage } from "../../../test/render";
import { choose, renderBookingForm } from "../test/render-booking-form";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// The carrier-ready check beside the booking form, as the user types: nothing for dry cargo, a
// warning naming the row for a reefer without settings, gone once the settings are given.

const panel = () => screen.queryByTestId("carrier-check");

describe("booking form: the carrier check as the user types", () => {
  beforeEach(() => vi.clearAllMocks());

  it("names a reefer without settings, in English, and clears once it is non-operating", async () => {
    await setTestLanguage("en-US");
    renderBookingForm("/bookings/create-fcl");
    await screen.findByText("New FCL booking");
    await choose("Container type, row 1", "40GP");
    expect(panel()).toBeNull();

    await choose("Container type, row 1", "40RH");
    await waitFor(() => expect(panel()).not.toBeNull());
    expect(panel()?.textContent).toContain("Carrier check: 0 to fix, 1 to review");
    expect(panel()?.textContent).toMatch(/Space row 1: .*temperature set point, or mark it non-operating/);

    fireEvent.click(screen.getByRole("button", { name: "Reefer settings, row 1" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("switch", { name: /Non-operating reefer/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: /^OK$/ }));
    await waitFor(() => expect(panel()).toBeNull());
  });

  it("speaks Chinese on a Chinese page", async () => {
    await setTestLanguage("zh-CN");
    renderBookingForm("/bookings/create-fcl");
    await screen.findByText("新建整箱订舱");
    await choose("第 1 行箱型", "40RH");
    await waitFor(() => expect(panel()?.textContent).toContain("承运人检查：0 处须修改，1 处提醒"));
  });
});
