import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { clickButton } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { orderFormOf } from "../test/booking-form-fixtures";
import { choose, confirmDialog, renderBookingForm } from "../test/render-booking-form";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// The booking form's special cargo editors: dangerous goods on every row, reefer settings only on a
// reefer type (40RH, 45R1), out of gauge only on an open top or a flat rack (40FR, 45P1).

const button = (name: string) => screen.queryByRole("button", { name });
const dialog = (title: string) =>
  must(screen.getByText(title, { selector: ".ant-modal-title" }).closest<HTMLElement>(".ant-modal"));
const tagsOf = (row: string) => Array.from(screen.getByTestId(row).querySelectorAll(".ant-tag"), (tag) => tag.textContent);

function renderEdit(orderForm = orderFormOf()) {
  renderBookingForm("/bookings/edit-fcl/5", {
    "GET /order/docking/5": orderForm,
    "GET /order/5": { id: 5, status: ORDER_STATUS.DRAFT },
    "PUT /order/booking/5": { id: 5, order_no: "HY2606150005", status: ORDER_STATUS.DRAFT },
  });
}

async function save() {
  clickButton("Save draft");
  await confirmDialog("Save the draft?");
  await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
  return must(vi.mocked(api.put).mock.calls[0])[1] as { spaces: Record<string, unknown>[] };
}

describe("booking form: special cargo", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("offers reefer settings only on a reefer type and out of gauge only on a flat rack", async () => {
    renderBookingForm("/bookings/create-fcl");
    await screen.findByText("New FCL booking");
    await choose("Container type, row 1", "40GP");
    expect(button("Dangerous goods, row 1")).not.toBeNull();
    expect(button("Reefer settings, row 1")).toBeNull();
    expect(button("Out of gauge, row 1")).toBeNull();

    await choose("Container type, row 1", "40RH");
    await waitFor(() => expect(button("Reefer settings, row 1")).not.toBeNull());
    expect(button("Out of gauge, row 1")).toBeNull();

    await choose("Container type, row 1", "40FR");
    await waitFor(() => expect(button("Out of gauge, row 1")).not.toBeNull());
    expect(button("Reefer settings, row 1")).toBeNull();
  });

  it("offers an LCL cargo item dangerous goods only", async () => {
    renderBookingForm("/bookings/create-lcl");
    await screen.findByText("New LCL booking");
    expect(button("Dangerous goods, row 1")).not.toBeNull();
    expect(button("Reefer settings, row 1")).toBeNull();
    expect(button("Out of gauge, row 1")).toBeNull();
  });

  it("declares dangerous goods: the class decides packing group and flash point, the row shows a tag", async () => {
    renderEdit();
    await screen.findByDisplayValue("PO-2026-001");
    fireEvent.click(must(button("Dangerous goods, row 1")));
    const modal = dialog("Dangerous goods");
    const entry = within(modal).getByRole("group", { name: "Item 1" });
    fireEvent.change(within(entry).getByLabelText("UN number"), { target: { value: "1263" } });
    fireEvent.change(within(entry).getByLabelText("Proper shipping name"), { target: { value: "paint" } });
    await choose("IMO class", "3 Flammable liquids");
    await waitFor(() => expect(within(entry).queryByLabelText("Flash point (°C)")).not.toBeNull());
    await choose("Packing group", "II");
    await choose("IMO class", "2.1 Flammable gases");
    await waitFor(() => expect(within(entry).queryByLabelText("Flash point (°C)")).toBeNull());
    expect(within(entry).getByText("This class has no packing groups")).toBeInTheDocument();
    expect((within(entry).getByLabelText("Packing group") as HTMLInputElement).disabled).toBe(true);
    await choose("IMO class", "3 Flammable liquids");
    fireEvent.change(await within(entry).findByLabelText("Flash point (°C)"), { target: { value: "-4" } });
    fireEvent.click(within(modal).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(tagsOf("special-cargo-spaces-0")).toEqual(["DG 3 UN1263"]));

    const body = await save();
    expect(body.spaces[0]?.dangerous_goods).toEqual([
      expect.objectContaining({
        un_number: "1263",
        proper_shipping_name: "PAINT",
        imo_class: "3",
        packing_group: null,
        flash_point: -4,
      }),
    ]);
  });

  it("refuses UN 0000 and a known UN number under another class, under their fields; UN 3480 has no packing group", async () => {
    renderEdit();
    await screen.findByDisplayValue("PO-2026-001");
    fireEvent.click(must(button("Dangerous goods, row 1")));
    const modal = dialog("Dangerous goods");
    const entry = within(modal).getByRole("group", { name: "Item 1" });
    const errorsOf = () => Array.from(entry.querySelectorAll(".ant-form-item-explain-error"), (node) => node.textContent);
    fireEvent.change(within(entry).getByLabelText("UN number"), { target: { value: "0000" } });
    await waitFor(() => expect(errorsOf()).toEqual(["There is no UN 0000: UN numbers run from 0004 to 3558"]));
    await choose("IMO class", "3 Flammable liquids");
    fireEvent.change(within(entry).getByLabelText("UN number"), { target: { value: "3480" } });
    await waitFor(() => expect(errorsOf()).toEqual(["UN 3480 is class 9, not 3"]));
    await choose("IMO class", "9 Miscellaneous dangerous substances and articles");
    await waitFor(() => expect(errorsOf()).toEqual([]));
    expect(within(entry).getByText("UN 3480 has no packing group")).toBeInTheDocument();
    expect((within(entry).getByLabelText("Packing group") as HTMLInputElement).disabled).toBe(true);
  });

  it("fills a reefer row from the form's answer and sends its settings back", async () => {
    const reefer = {
      is_non_operating: false,
      temperature: -18,
      temperature_unit: "CEL",
      air_exchange: null,
      air_exchange_unit: null,
      is_ventilation_open: false,
      humidity: null,
      is_pre_cooling: false,
      is_generator_set: false,
      o2: null,
      co2: null,
    } as const;
    renderEdit(orderFormOf({ spaces: [{ container_id: 4, count: 1, dangerous_goods: [], reefer, oog: null }] }));
    await waitFor(() => expect(tagsOf("special-cargo-spaces-0")).toEqual(["Reefer \u221218 °C"]));
    fireEvent.click(must(button("Reefer settings, row 1")));
    const modal = dialog("Reefer settings");
    fireEvent.change(within(modal).getByLabelText("Set temperature"), { target: { value: "-20" } });
    fireEvent.click(within(modal).getByRole("switch", { name: "Vents open" }));
    fireEvent.click(within(modal).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(tagsOf("special-cargo-spaces-0")).toEqual(["Reefer \u221220 °C"]));
    const body = await save();
    expect(body.spaces[0]).toEqual({
      container_id: 4,
      count: 1,
      reefer: { ...reefer, temperature: -20, is_ventilation_open: true },
    });
  });

  it("drops a row's reefer settings when its type becomes a dry one", async () => {
    const reefer = { is_non_operating: true };
    renderEdit(orderFormOf({ spaces: [{ container_id: 4, count: 1, dangerous_goods: [], reefer, oog: null }] }));
    await waitFor(() => expect(tagsOf("special-cargo-spaces-0")).toEqual(["NOR"]));
    await choose("Container type, row 1", "40GP");
    await waitFor(() => expect(tagsOf("special-cargo-spaces-0")).toEqual([]));
    const body = await save();
    expect(body.spaces[0]).toEqual({ container_id: 2, count: 1 });
  });

  it("sets out-of-gauge dimensions on a flat rack row", async () => {
    renderEdit(orderFormOf({ spaces: [{ container_id: 5, count: 1 }] }));
    fireEvent.click(await screen.findByRole("button", { name: "Out of gauge, row 1" }));
    const modal = dialog("Out-of-gauge dimensions (CM)");
    fireEvent.change(within(modal).getByLabelText("Over height"), { target: { value: "30" } });
    fireEvent.change(within(modal).getByLabelText("Lashing or breakbulk remarks"), { target: { value: "LASHED ON 4 POINTS" } });
    fireEvent.click(within(modal).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(tagsOf("special-cargo-spaces-0")).toEqual(["OOG"]));
    const body = await save();
    expect(body.spaces[0]?.oog).toEqual(expect.objectContaining({ over_height: 30, remarks: "LASHED ON 4 POINTS" }));
  });

  it("keeps the dialog open on a negative dimension and says the limit with its unit under the field", async () => {
    renderEdit(orderFormOf({ spaces: [{ container_id: 5, count: 1 }] }));
    fireEvent.click(await screen.findByRole("button", { name: "Out of gauge, row 1" }));
    const modal = dialog("Out-of-gauge dimensions (CM)");
    const height = within(modal).getByLabelText("Over height");
    fireEvent.change(height, { target: { value: "-5" } });
    fireEvent.blur(height);
    fireEvent.click(within(modal).getByRole("button", { name: "OK" }));
    expect(await within(modal).findByText("Must be at least 0 cm")).toBeInTheDocument();
    expect(screen.getByText("Out-of-gauge dimensions (CM)", { selector: ".ant-modal-title" })).toBeInTheDocument();
    expect(tagsOf("special-cargo-spaces-0")).toEqual([]);
  });

  it("says the same in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderEdit(orderFormOf({ spaces: [{ container_id: 5, count: 1 }] }));
    fireEvent.click(await screen.findByRole("button", { name: "超限尺寸，第 1 行" }));
    const modal = dialog("超限尺寸（厘米）");
    const height = within(modal).getByLabelText("超高");
    fireEvent.change(height, { target: { value: "-5" } });
    fireEvent.blur(height);
    fireEvent.click(within(modal).getByRole("button", { name: /确\s*定/ }));
    expect(await within(modal).findByText("不能小于 0 厘米")).toBeInTheDocument();
  });
});
