import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { clickButton, findToastKind } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { SUPPLY_PARTIES, VALID_CONTAINER_NOS } from "../../../test/supply-fixtures";
import { choose, dialogTitled, inputOf, messagesOf, partyCard, renderSupply, type } from "../test/render-supply";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const row = (field: string, n = 1) => `${field}, row ${n}`;
const ROW = {
  container_no: VALID_CONTAINER_NOS[0],
  seal_no: "SEAL001",
  container_id: 3,
  container_name: "40HQ",
  package: 100,
  package_uid: 31,
  package_unit_name: "CARTONS",
  weight: 8000,
  volume: 60,
  vgm: 11800,
  container_name_en: "40HQ",
  package_unit_name_en: "CARTONS",
};
const rowOf = (id: number, overrides: Record<string, unknown> = {}) => ({ ...ROW, id, ...overrides });

async function submitAndFail() {
  clickButton("Submit");
  const dialog = await dialogTitled("form validation failed");
  expect(dialog.textContent).toContain("please check form input");
  return dialog;
}

describe("supply form: what is shown and kept", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows the breadcrumb, the order and reference numbers with copy buttons that say copied", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderSupply("/bookings/supply/7");
    await screen.findByRole("button", { name: "Copy Order number" });
    expect(screen.getByRole("link", { name: "Order list" }).getAttribute("href")).toBe("/bookings");
    fireEvent.click(screen.getByRole("button", { name: "Copy Order number" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("HY260301000007"));
    expect((await screen.findByText("Copied")).textContent).toBe("Copied");
    fireEvent.click(screen.getByRole("button", { name: "Copy Reference number" }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith("PO-2026-001"));
  });

  it("opens on the saved instruction: parties, marks, description, VGM method and rows", async () => {
    renderSupply("/bookings/supply/7");
    await waitFor(() => expect(inputOf("Marks").value).toBe("NO MARKS"));
    expect(inputOf("Description").value).toBe("LED LAMPS");
    expect(partyCard("Notify party 1").card.textContent).toContain("HAMBURG CUSTOMS BROKER KG");
    expect(inputOf(row("Container number")).value).toBe(VALID_CONTAINER_NOS[0]);
    expect(inputOf(row("VGM (KG)")).value).toBe("11800.000");
  });

  it("says when the order no longer awaits its instruction, and sends nothing", async () => {
    renderSupply("/bookings/supply/7", { status: ORDER_STATUS.AWAITING_BILL });
    expect(await screen.findByText(/no longer awaits shipping instructions/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });

  it("replaces the page with the error of a failed load, and says no data for an empty answer", async () => {
    renderSupply("/bookings/supply/7", new ApiError("server error", 500));
    expect(await screen.findByText("The supply detail could not be loaded")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });

  it("says so on the VGM method select and in a toast when its list fails to load", async () => {
    renderSupply(
      "/bookings/supply/7",
      {},
      {
        "GET /system/dictionary": (query: unknown) => {
          if ((query as { field: string }).field === "vgm_method") throw new ApiError("server error", 500);
          return [];
        },
      },
    );
    expect(await findToastKind("The VGM method list could not be loaded")).toBe("error");
    expect(inputOf("VGM method").closest(".ant-select")?.className).toContain("ant-select-status-error");
  });

  it("says no data when the server answers none", async () => {
    renderSupply("/bookings/supply/7", null);
    expect((await screen.findByText("no data")).textContent).toBe("no data");
  });
});

describe("supply form: every rule with its message", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("outlines a missing required party and says 'please enter {field}'; notify 2 can be reset", async () => {
    renderSupply("/bookings/supply/7", {
      contacts: [SUPPLY_PARTIES.shipper, SUPPLY_PARTIES.notify2],
    });
    await screen.findByRole("group", { name: "Consignee" });
    const notify2 = partyCard("Notify party 2").card;
    expect(within(notify2).queryByRole("button", { name: "Clear" })).not.toBeNull();
    expect(within(partyCard("Shipper").card).queryByRole("button", { name: "Clear" })).toBeNull();
    const dialog = await submitAndFail();
    expect(dialog.textContent).toContain("please enter consignee");
    await waitFor(() => expect(partyCard("Consignee").item.textContent).toContain("please enter consignee"));
    expect(partyCard("Notify party 1").item.textContent).toContain("please enter notify 1");
    expect(partyCard("Consignee").item.className).toContain("ant-form-item-has-error");
    expect(partyCard("Shipper").item.className).not.toContain("ant-form-item-has-error");
    fireEvent.click(within(notify2).getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(partyCard("Notify party 2").card.textContent).toContain("Not chosen yet"));
    expect(api.put).not.toHaveBeenCalled();
  });

  it("requires marks, description and the VGM method", async () => {
    renderSupply("/bookings/supply/7", { marks_no: "", description: "", vgm_method: null });
    await screen.findByLabelText("Marks", { selector: "textarea" });
    await submitAndFail();
    await waitFor(() => expect(messagesOf("Marks")).toEqual(["This field is required"]));
    expect(messagesOf("Description")).toEqual(["This field is required"]);
    expect(messagesOf("VGM method")).toEqual(["This field is required"]);
  });

  it("keeps marks within 1024 and description within 4096 characters, in the common pattern", async () => {
    renderSupply("/bookings/supply/7");
    await screen.findByLabelText("Marks", { selector: "textarea" });
    expect(inputOf("Marks").maxLength).toBe(1024);
    expect(inputOf("Description").maxLength).toBe(4096);
    type("Marks", "n/m 中文");
    await waitFor(() =>
      expect(messagesOf("Marks")).toEqual([
        "Marks may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
      ]),
    );
  });

  it("requires container number, seal number and type on an FCL row, and the package unit", async () => {
    renderSupply("/bookings/supply/7", {
      containers: [rowOf(101, { container_no: "", seal_no: "", container_id: null, package_uid: null })],
    });
    await screen.findByLabelText(row("Container number"), { selector: "input" });
    await submitAndFail();
    await waitFor(() =>
      expect(
        ["Container number", "Seal number", "Container type", "Package unit"].map((field) => messagesOf(row(field))),
      ).toEqual([["This field is required"], ["This field is required"], ["This field is required"], ["This field is required"]]),
    );
  });

  it("says packages and volume must be greater than 0", async () => {
    renderSupply("/bookings/supply/7", { containers: [rowOf(101, { package: 0, volume: 0 })] });
    await screen.findByLabelText(row("Packages"), { selector: "input" });
    await submitAndFail();
    await waitFor(() => expect(messagesOf(row("Packages"))).toEqual(["must be greater than 0"]));
    expect(messagesOf(row("Volume (m³)"))).toEqual(["must be greater than 0"]);
  });

  it("names the expected ISO 6346 check digit and refuses a number twice in the order", async () => {
    renderSupply("/bookings/supply/7", {
      containers: [rowOf(101, { container_no: "MSKU1234560" }), rowOf(102), rowOf(103, { container_id: 2 })],
    });
    await screen.findByLabelText(row("Container number"), { selector: "input" });
    await submitAndFail();
    await waitFor(() =>
      expect(messagesOf(row("Container number"))).toEqual(["Wrong check digit: the container number should end in 5"]),
    );
    expect(messagesOf(row("Container number", 3))).toEqual([
      `Container number ${VALID_CONTAINER_NOS[0]} appears twice in this order`,
    ]);
  });

  it("refuses a VGM below the cargo weight", async () => {
    renderSupply("/bookings/supply/7", { containers: [rowOf(101, { weight: 8000, vgm: 7999 })] });
    await screen.findByLabelText(row("VGM (KG)"), { selector: "input" });
    await submitAndFail();
    await waitFor(() => expect(messagesOf(row("VGM (KG)"))).toEqual(["The VGM cannot be less than the cargo weight of 8000 KG"]));
  });

  it("puts the messages shown in the new language when the language is switched", async () => {
    renderSupply("/bookings/supply/7", { containers: [rowOf(101, { weight: 8000, vgm: 7999 })] });
    await screen.findByLabelText(row("VGM (KG)"), { selector: "input" });
    const dialog = await submitAndFail();
    fireEvent.click(must(within(dialog).getAllByRole("button").at(-1)));
    await screen.findByText("The VGM cannot be less than the cargo weight of 8000 KG");
    await act(() => setTestLanguage("zh-CN"));
    expect((await screen.findByText("VGM 不能小于货重 8000 KG")).closest(".ant-form-item")).not.toBeNull();
    expect(screen.queryByText("The VGM cannot be less than the cargo weight of 8000 KG")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses a container type that is not in the original order (FCL)", async () => {
    renderSupply("/bookings/supply/7", { containers: [rowOf(101, { container_id: 1, container_name: "20GP" })] });
    await waitFor(() => expect(inputOf(row("Container type")).closest(".ant-select")?.textContent).toContain("20GP"));
    await submitAndFail();
    await waitFor(() =>
      expect(messagesOf(row("Container type"))).toEqual(["container type 20GP does not exist in the original order"]),
    );
  });

  it("refuses one more 40HQ than the order booked (FCL)", async () => {
    renderSupply("/bookings/supply/7", {
      containers: [
        rowOf(101),
        rowOf(102, { container_no: VALID_CONTAINER_NOS[1] }),
        rowOf(103, { container_no: VALID_CONTAINER_NOS[2] }),
      ],
    });
    await screen.findByLabelText(row("Container type", 3), { selector: "input" });
    await submitAndFail();
    await waitFor(() =>
      expect(messagesOf(row("Container type", 3))).toEqual(["container 40HQ quantity exceeds the original order quantity 2"]),
    );
    expect(messagesOf(row("Container type", 1))).toEqual([]);
  });

  it("asks an LCL row for neither number, seal nor type", async () => {
    renderSupply("/bookings/supply/7", {
      container_mode: CONTAINER_MODE.LCL,
      spaces: [],
      containers: [rowOf(101, { container_no: "", seal_no: "", container_id: null })],
    });
    await screen.findByLabelText(row("Container number"), { selector: "input" });
    clickButton("Save");
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
  });

  it("shows the server's field errors on their fields", async () => {
    const err = new ApiError("Please check required fields or format", 400, {
      code: 1,
      msg: "Please check required fields or format",
      errors: [{ field: "containers.0.seal_no", message: "Seal already used on another order" }],
    });
    renderSupply("/bookings/supply/7", {}, { "PUT /order/shipment/7": () => Promise.reject(err) });
    await screen.findByLabelText(row("Seal number"), { selector: "input" });
    clickButton("Save");
    await waitFor(() => expect(messagesOf(row("Seal number"))).toEqual(["Seal already used on another order"]));
  });
});

describe("supply form: rows, totals, save and submit", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("copies a row (its goods, not its box) and deletes one only while more than one remains", async () => {
    renderSupply("/bookings/supply/7", { containers: [rowOf(101, { package_uid: null })] });
    await screen.findByLabelText(row("Container number"), { selector: "input" });
    expect(screen.queryByRole("button", { name: "Remove row 1" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Copy row 1" }));
    await screen.findByLabelText(row("Container number", 2), { selector: "input" });
    expect(inputOf(row("Container number", 2)).value).toBe("");
    expect(inputOf(row("Packages", 2)).value).toBe("100");
    // a row without a package unit: the copy takes the first package unit
    await waitFor(() => expect(inputOf(row("Package unit", 2)).closest(".ant-select")?.textContent).toContain("CARTONS"));
    fireEvent.click(screen.getByRole("button", { name: "Remove row 2" }));
    await waitFor(() => expect(screen.queryByLabelText(row("Container number", 2), { selector: "input" })).toBeNull());
    expect(screen.queryByRole("button", { name: "Remove row 1" })).toBeNull();
  });

  it("totals KG, CBM and packages, naming the unit only when every row shares it", async () => {
    renderSupply("/bookings/supply/7", {
      containers: [rowOf(101), rowOf(102, { container_no: VALID_CONTAINER_NOS[1], weight: 1500.5, volume: 10.25 })],
    });
    const totals = await screen.findByTestId("booking-totals");
    await waitFor(() => expect(totals.textContent).toContain("200 CARTONS"));
    expect(totals.textContent).toContain("9,500.5 KG");
    expect(totals.textContent).toContain("70.25 CBM");
    await choose(row("Package unit", 2), "PALLETS");
    await waitFor(() => expect(screen.getByTestId("booking-totals").textContent).not.toContain("CARTONS"));
    expect(screen.getByTestId("booking-totals").textContent).toContain("200");
  });

  it("saves the instruction with an Idempotency-Key and returns to the bookings list", async () => {
    const { router } = renderSupply(
      "/bookings/supply/7",
      {},
      { "PUT /order/shipment/7": { id: 7, status: ORDER_STATUS.AWAITING_SUPPLY } },
    );
    await screen.findByLabelText("Marks", { selector: "textarea" });
    type("Description", "led lamps and drivers");
    clickButton("Save");
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    const [url, body, init] = must(vi.mocked(api.put).mock.calls[0]);
    expect(url).toBe("/order/shipment/7");
    expect(body).toMatchObject({
      action: "save",
      marks_no: "NO MARKS",
      description: "LED LAMPS AND DRIVERS",
      manifest_file: null,
      vgm_method: 1,
      containers: [
        {
          id: 101,
          container_no: VALID_CONTAINER_NOS[0],
          seal_no: "SEAL001",
          container_id: 3,
          package: 100,
          package_uid: 31,
          weight: 8000,
          volume: 60,
          vgm: 11800,
        },
      ],
    });
    expect((body as { contacts: { type: number }[] }).contacts.map((contact) => contact.type)).toEqual([1, 2, 3]);
    expect(init?.headers?.["Idempotency-Key"]).toMatch(UUID);
    await waitFor(() => expect(router.state.location.pathname).toBe("/bookings"));
  });

  it("submits through the preview sheet and the one-time change-fee warning", async () => {
    const { router } = renderSupply(
      "/bookings/supply/7",
      {},
      { "PUT /order/shipment/7": { id: 7, status: ORDER_STATUS.AWAITING_BILL } },
    );
    await screen.findByLabelText("Marks", { selector: "textarea" });
    clickButton("Submit");
    const sheet = await screen.findByTestId("si-sheet");
    for (const text of [
      "HAMBURG IMPORT GMBH",
      "HAMBURG CUSTOMS BROKER KG",
      "MAERSK ESSEX / 612W",
      "Ningbo",
      "Hamburg",
      "LED LAMPS",
    ]) {
      expect(sheet.textContent).toContain(text);
    }
    expect(sheet.textContent).toContain(VALID_CONTAINER_NOS[0]);
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    const warning = await dialogTitled("Submit the shipping instructions?");
    expect(warning.textContent).toContain("change fee");
    expect(api.put).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(warning).getByRole("button", { name: "Submit" }));
    });
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(must(vi.mocked(api.put).mock.calls[0])[1]).toMatchObject({ action: "submit" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/bookings"));
  });

  it("says the data could not be prepared, and sends nothing, when a party is no contact", async () => {
    const shipper = { ...SUPPLY_PARTIES.shipper, company1: 123 as unknown as string };
    renderSupply("/bookings/supply/7", { contacts: [shipper, SUPPLY_PARTIES.consignee, SUPPLY_PARTIES.notify1] });
    await screen.findByLabelText("Marks", { selector: "textarea" });
    clickButton("Submit");
    const dialog = await dialogTitled("Error preparing data for submission, please check contact info");
    expect(dialog).toBeVisible();
    expect(api.put).not.toHaveBeenCalled();
    expect(screen.queryByTestId("supply-problems")).toBeNull();
  });

  it("says so when another tab submitted first (409), staying on the form", async () => {
    const conflict = new ApiError("This order's status (Awaiting bill of lading) does not allow this action", 409, {
      code: 1,
      msg: "This order's status (Awaiting bill of lading) does not allow this action",
      error_code: "ORDER_INVALID_TRANSITION",
    });
    const { router } = renderSupply("/bookings/supply/7", {}, { "PUT /order/shipment/7": () => Promise.reject(conflict) });
    await screen.findByLabelText("Marks", { selector: "textarea" });
    clickButton("Save");
    expect(await screen.findByText(/could not be saved: This order's status \(Awaiting bill of lading\)/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/bookings/supply/7");
  });
});
