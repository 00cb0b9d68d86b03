import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { clickButton, errorsOf, fieldOf, findToastKind, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { CARRIERS, opsOrderOf, SPECIAL_SPACES } from "../test/ops-fixtures";
import { pickDate } from "../test/pick-date";
import { ConfirmBookingModal } from "./confirm-booking-modal";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const onClose = vi.fn();

function renderModal(routes: Record<string, unknown> = {}, order = opsOrderOf()) {
  renderWithApi(<ConfirmBookingModal order={order} onClose={onClose} />, {
    antd: true,
    routes: {
      "GET /carrier": { list: CARRIERS, total: CARRIERS.length },
      "PUT /ops/order/7/confirm": { id: 7, status: ORDER_STATUS.AWAITING_SUPPLY },
      "POST /ops/order/7/document": { id: 1 },
      ...routes,
    },
  });
}

/** Types a local date-time into the cut-off row `index`'s picker (the rows share one placeholder). */
function pickCutOff(index: number, text: string, placeholder = "Local date and time") {
  const input = must(screen.getAllByPlaceholderText(placeholder)[index]);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: "Enter", code: "Enter" });
  fireEvent.blur(input);
}

function fillBooking({ eta = "2026-06-20" } = {}) {
  typeInto("SO / carrier booking no.", "so2026ab");
  typeInto("Vessel", "msc anna");
  typeInto("Voyage", "012w");
  pickDate("ETD", "2026-05-10");
  pickDate("ETA", eta);
  pickCutOff(0, "2026-05-08 10:00");
  pickCutOff(1, "2026-05-08 12:00");
  pickCutOff(2, "2026-05-09 08:30");
}

const submit = () => clickButton("Confirm booking");

describe("confirm booking modal (the pinned wire contract)", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("offers DCO, VCO and FCO at the port of loading's local time, its zone named", async () => {
    renderModal();
    expect(await screen.findByText("Local times at the port of loading: Shanghai (Asia/Shanghai)")).toBeInTheDocument();
    const text = document.body.textContent ?? "";
    const at = (label: string) => text.indexOf(label);
    expect(at("DCO · Documentation cut-off")).toBeGreaterThan(-1);
    expect(at("VCO · VGM cut-off")).toBeGreaterThan(at("DCO · Documentation cut-off"));
    expect(at("FCO · FCL delivery cut-off")).toBeGreaterThan(at("VCO · VGM cut-off"));
  });

  it("sends the booking with dates as YYYY-MM-DD and the cut-offs as codes and local times at the port", async () => {
    renderModal();
    fillBooking();
    submit();
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(vi.mocked(api.put).mock.calls).toEqual([
      [
        "/ops/order/7/confirm",
        {
          so_no: "SO2026AB",
          carrier_id: 3,
          vessel: "MSC ANNA",
          voyage: "012W",
          etd: "2026-05-10",
          eta: "2026-06-20",
          // wall-clock times without an offset: the server reads them in the port of loading's zone
          cut_offs: [
            { code: "DCO", at: "2026-05-08T10:00" },
            { code: "VCO", at: "2026-05-08T12:00" },
            { code: "FCO", at: "2026-05-09T08:30" },
          ],
        },
      ],
    ]);
    expect(await findToastKind("Booking confirmed")).toBe("success");
    expect(onClose).toHaveBeenCalled();
    // no document chosen: nothing uploaded
    expect(api.post).not.toHaveBeenCalled();
  });

  it("names the booked special cargo: each dangerous good, the reefer's settings, the out-of-gauge dimensions", async () => {
    renderModal({}, opsOrderOf({ spaces: SPECIAL_SPACES, special_cargo_status: "accepted" }));
    const summary = await screen.findByTestId("confirm-special-cargo");
    expect(summary.textContent).toContain("Special cargo approved");
    const lines = (kind: string) => screen.getAllByTestId(`special-cargo-${kind}`).map((line) => line.textContent);
    expect(lines("dg")).toEqual(["DGUN 1090 · Class 3 · PG II · ACETONE"]);
    expect(lines("reefer")).toEqual(["ReeferTemperature -18 °C · Ventilation 25 m³/h · Pre-cooling"]);
    expect(lines("oog")).toEqual(["OOGOver height 35 cm · Over width right 12 cm"]);
    expect(summary.textContent).toContain("40FR × 1");
  });

  it("shows no special cargo for a dry booking", async () => {
    renderModal();
    await screen.findByText("Local times at the port of loading: Shanghai (Asia/Shanghai)");
    expect(screen.queryByTestId("confirm-special-cargo")).toBeNull();
  });

  it("refuses an ETA before the ETD, sending nothing", async () => {
    renderModal();
    fillBooking({ eta: "2026-05-01" });
    submit();
    await waitFor(() => expect(errorsOf(fieldOf("ETA"))).toEqual(["The ETA cannot be before the ETD"]));
    expect(api.put).not.toHaveBeenCalled();
  });

  it("in Chinese: names the port's city, and refuses a code twice on its row", async () => {
    await setTestLanguage("zh-CN");
    renderModal();
    expect(await screen.findByText("按装货港当地时间填写：上海（Asia/Shanghai）")).toBeInTheDocument();
    typeInto("SO / 船公司订舱号", "so2026ab");
    typeInto("船名", "msc anna");
    typeInto("航次", "012w");
    pickDate("开船日期（ETD）", "2026-05-10");
    pickDate("到港日期（ETA）", "2026-06-20");
    fireEvent.click(screen.getByText("添加截止时间"));
    const codeSelects = screen.getAllByRole("combobox", { name: "截止项目" });
    fireEvent.mouseDown(must(codeSelects.at(-1)));
    fireEvent.click(must((await screen.findAllByTitle("DCO · 截单（截补料）")).at(-1)));
    for (const [i, at] of ["2026-05-08 10:00", "2026-05-08 12:00", "2026-05-09 08:30", "2026-05-07 10:00"].entries())
      pickCutOff(i, at, "当地日期和时间");
    clickButton("确认订舱");
    expect(await screen.findByText("不能重复")).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it("puts the server's error on a cut-off row (after departure at the port) under that row", async () => {
    const msg = "Invalid value";
    renderModal({
      "PUT /ops/order/7/confirm": () => {
        throw new ApiError(msg, 400, {
          code: 1,
          msg,
          errors: [{ field: "cut_offs.2.at", message: "The cut-off must be before departure" }],
        });
      },
    });
    fillBooking();
    submit();
    expect(await screen.findByText("The cut-off must be before departure")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("names the field whose text the carrier's pattern refuses", async () => {
    renderModal();
    fillBooking();
    typeInto("Vessel", "MSC (ANNA)");
    submit();
    await waitFor(() =>
      expect(errorsOf(fieldOf("Vessel"))).toEqual([
        "Vessel may only contain uppercase letters, digits, spaces, dot, slash, underscore and hyphen",
      ]),
    );
    expect(api.put).not.toHaveBeenCalled();
  });

  it("uploads the chosen booking confirmation as document type 1 once the booking is confirmed", async () => {
    renderModal();
    fillBooking();
    const file = new File(["%PDF-1.7"], "booking-confirmation.pdf", { type: "application/pdf" });
    fireEvent.change(must(document.querySelector<HTMLInputElement>("input[type=file]")), { target: { files: [file] } });
    await screen.findByText("booking-confirmation.pdf");
    submit();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const [url, form, init] = must(vi.mocked(api.post).mock.calls[0]);
    expect(url).toBe("/ops/order/7/document");
    expect((form as FormData).get("document_type")).toBe("1");
    expect(((form as FormData).get("file") as File).name).toBe("booking-confirmation.pdf");
    expect(init?.headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // the document follows the confirmation, never the other way round
    expect(vi.mocked(api.put).mock.invocationCallOrder[0]).toBeLessThan(must(vi.mocked(api.post).mock.invocationCallOrder[0]));
    expect(await findToastKind("Booking confirmed")).toBe("success");
  });

  it("shows the server's message and closes when the order has moved on (409)", async () => {
    const msg = "The order is no longer awaiting booking";
    renderModal({
      "PUT /ops/order/7/confirm": () => {
        throw new ApiError(msg, 409, { code: 1, msg, error_code: "ORDER_INVALID_TRANSITION" });
      },
    });
    fillBooking();
    submit();
    expect(await findToastKind(msg)).toBe("error");
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields and stays open", async () => {
    const msg = "Invalid value";
    renderModal({
      "PUT /ops/order/7/confirm": () => {
        throw new ApiError(msg, 400, { code: 1, msg, errors: [{ field: "carrier_id", message: "Unknown carrier" }] });
      },
    });
    fillBooking();
    submit();
    const error = await screen.findByText("Unknown carrier");
    expect(error.closest(".ant-form-item")?.querySelector("label")?.textContent).toBe("Carrier");
    expect(onClose).not.toHaveBeenCalled();
  });
});
