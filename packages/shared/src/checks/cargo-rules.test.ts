import { describe, expect, it } from "vitest";
import { checkBooking, problemMessage } from "./carrier-ready";
import { checkContext, completeDangerousGoods, rulesOf, TYPE } from "./check-fixtures";

const spaces = (...rows: Record<string, unknown>[]) => ({ spaces: rows.map((row) => ({ count: 1, ...row })) });

describe("hs_code and hs_code_missing", () => {
  const row = (hs_code: unknown) => ({ containers: [{ container_id: TYPE.DRY_20, hs_code, description: "OFFICE CHAIRS" }] });

  it("passes 6 to 10 digits with separators dropped", () => {
    for (const code of ["940360", "9403.60", "9403 60 90", "9403.60.9000"])
      expect(checkBooking(row(code), checkContext()), code).toEqual([]);
  });

  it("blocks a code that is not 6 to 10 digits", () => {
    for (const code of ["94036", "94036012345", "9403AB"]) {
      expect(checkBooking(row(code), checkContext()), code).toMatchObject([
        { rule: "hs_code", field: "containers.0.hs_code", severity: "error", params: { value: code } },
      ]);
    }
    const [problem] = checkBooking(row("12"), checkContext());
    expect(problem && problemMessage(problem, "cn")).toBe(
      "第 1 行集装箱的 HS 编码：“12” 不是有效的 HS 编码，请填写 6–10 位数字（如 9403.60 或 940360）",
    );
  });

  it("warns of a missing code, and blocks it when the goods enter the EU", () => {
    const body = { cargos: [{ hs_code: "", description: "OFFICE CHAIRS" }] };
    expect(checkBooking(body, checkContext())).toMatchObject([{ rule: "hs_code_missing", severity: "warning" }]);
    const eu = checkBooking(body, checkContext({ podCode: "FRLEH" }));
    expect(eu).toMatchObject([{ rule: "hs_code_missing", severity: "error", field: "cargos.0.hs_code" }]);
    expect(eu[0] && problemMessage(eu[0], "en")).toBe(
      "Cargo row 1: give the HS code (6 to 10 digits); the goods enter the EU, whose ICS2 filing requires it",
    );
  });
});

describe("reefer_settings and reefer_not_reefer", () => {
  it("wants a reefer's set point, naming the row and the type", () => {
    const problems = checkBooking(spaces({ container_id: TYPE.DRY_20 }, { container_id: TYPE.REEFER_40 }), checkContext());
    expect(problems).toMatchObject([{ rule: "reefer_settings", field: "spaces.1.reefer", severity: "error" }]);
    expect(problems[0] && problemMessage(problems[0], "en")).toBe(
      "Space row 2: give reefer 45R1 a temperature set point, or mark it non-operating",
    );
    expect(problems[0] && problemMessage(problems[0], "cn")).toBe(
      "第 2 行舱位：冷藏箱 45R1 请填写设定温度，或标记为不制冷（非运行冷藏箱）",
    );
  });

  it("wants the temperature and its unit unless the reefer is non-operating", () => {
    const reefer = (settings: Record<string, unknown>) => spaces({ container_id: TYPE.REEFER_40, reefer: settings });
    expect(checkBooking(reefer({ temperature: null }), checkContext())).toMatchObject([{ field: "spaces.0.reefer.temperature" }]);
    expect(checkBooking(reefer({ temperature: -18 }), checkContext())).toMatchObject([
      { field: "spaces.0.reefer.temperature_unit" },
    ]);
    expect(checkBooking(reefer({ temperature: -18, temperature_unit: "CEL" }), checkContext())).toEqual([]);
    expect(checkBooking(reefer({ is_non_operating: true }), checkContext())).toEqual([]);
  });

  it("refuses reefer settings on a dry box", () => {
    const body = {
      containers: [{ container_id: TYPE.DRY_40, hs_code: "940360", reefer: { temperature: 5, temperature_unit: "CEL" } }],
    };
    expect(checkBooking(body, checkContext())).toMatchObject([{ rule: "reefer_not_reefer", field: "containers.0.reefer" }]);
    expect(checkBooking(spaces({ container_id: TYPE.DRY_40, reefer: null }), checkContext())).toEqual([]);
  });

  it("leaves a type it does not know alone", () => {
    expect(checkBooking(spaces({ container_id: 999 }, { container_id: "2" }), checkContext())).toEqual([]);
  });
});

describe("oog_type", () => {
  const oog = { over_height: 30, over_width_left: 0 };

  it("refuses out-of-gauge cargo on a box that cannot carry it", () => {
    const problems = checkBooking(spaces({ container_id: TYPE.DRY_40, oog }), checkContext());
    expect(problems).toMatchObject([{ rule: "oog_type", field: "spaces.0.oog", severity: "error", params: { type: "42G1" } }]);
    expect(problems[0] && problemMessage(problems[0], "cn")).toContain("42G1 不能装超限货物");
  });

  it("takes it on a flat rack or an open top, and takes no dimensions anywhere", () => {
    const body = spaces(
      { container_id: TYPE.FLAT_RACK_40, oog },
      { container_id: TYPE.OPEN_TOP_40, oog },
      { container_id: TYPE.DRY_20, oog: { over_height: 0, remarks: "LASHED" } },
    );
    expect(checkBooking(body, checkContext())).toEqual([]);
  });
});

describe("dg_incomplete", () => {
  const withDg = (...goods: Record<string, unknown>[]) => spaces({ container_id: TYPE.DRY_20, dangerous_goods: goods });
  const missing = (body: unknown) => checkBooking(body, checkContext()).map((problem) => problem.field);

  it("passes a complete declaration", () => {
    expect(checkBooking(withDg(completeDangerousGoods()), checkContext())).toEqual([]);
  });

  it("names each missing field of an empty entry", () => {
    expect(missing(withDg({}))).toEqual([
      "spaces.0.dangerous_goods.0.un_number",
      "spaces.0.dangerous_goods.0.proper_shipping_name",
      "spaces.0.dangerous_goods.0.imo_class",
      "spaces.0.dangerous_goods.0.packing_group",
      "spaces.0.dangerous_goods.0.emergency_contact.name",
      "spaces.0.dangerous_goods.0.emergency_contact.phone",
    ]);
  });

  it("wants a flash point for class 3 and the net explosive content for class 1, with no packing group for class 1", () => {
    const flammable = completeDangerousGoods({ imo_class: "3", packing_group: "II" });
    const explosive = completeDangerousGoods({ imo_class: "1.4S", packing_group: null });
    expect(missing(withDg(flammable, explosive))).toEqual([
      "spaces.0.dangerous_goods.0.flash_point",
      "spaces.0.dangerous_goods.1.net_explosive_content",
    ]);
    expect(missing(withDg({ ...flammable, flash_point: 23 }, { ...explosive, net_explosive_content: 12.5 }))).toEqual([]);
  });

  it("needs no packing group for gases", () => {
    expect(missing(withDg(completeDangerousGoods({ imo_class: "2.1", packing_group: null })))).toEqual([]);
  });

  it("needs no packing group where the UN number's entry has none (lithium batteries, vehicles, wet batteries)", () => {
    const none = [
      { un_number: "3480", imo_class: "9" },
      { un_number: "3481", imo_class: "9" },
      { un_number: "3090", imo_class: "9" },
      { un_number: "3091", imo_class: "9" },
      { un_number: "3171", imo_class: "9" },
      { un_number: "2794", imo_class: "8" },
    ].map((entry) => completeDangerousGoods({ ...entry, packing_group: null }));
    expect(checkBooking(withDg(...none), checkContext({ stage: "submit" }))).toEqual([]);
  });

  it("still blocks a missing packing group on an entry that has one (UN 3077, class 9)", () => {
    const problems = checkBooking(
      withDg(completeDangerousGoods({ un_number: "3077", imo_class: "9", packing_group: null })),
      checkContext({ stage: "submit" }),
    );
    expect(problems).toMatchObject([{ field: "spaces.0.dangerous_goods.0.packing_group", severity: "error" }]);
  });

  it("only asks for the packing group of a class 9 number it does not know, never stopping the submit", () => {
    const problems = checkBooking(
      withDg(completeDangerousGoods({ un_number: "3268", imo_class: "9", packing_group: null })),
      checkContext({ stage: "submit" }),
    );
    expect(problems).toMatchObject([{ field: "spaces.0.dangerous_goods.0.packing_group", severity: "warning" }]);
    expect(problems[0] && problemMessage(problems[0], "en")).toBe(
      "Space row 1, dangerous goods 1: give the packing group, unless the entry of this UN number has none",
    );
    expect(problems[0] && problemMessage(problems[0], "cn")).toBe(
      "第 1 行舱位第 1 项危险品：请填写包装类别，除非该 UN 编号的条目不分包装类别",
    );
  });

  it("reads container rows and LCL cargo rows, and names the row and the field", () => {
    const noContact = completeDangerousGoods({ emergency_contact: { name: "LI WEI", phone: " " } });
    const body = { cargos: [{ hs_code: "280700", description: "SULPHURIC ACID", dangerous_goods: [noContact] }] };
    const problems = checkBooking(body, checkContext());
    expect(rulesOf(problems)).toEqual(["dg_incomplete"]);
    expect(problems[0] && problemMessage(problems[0], "en")).toBe(
      "Cargo row 1, dangerous goods 1: give the emergency contact's phone; carriers refuse dangerous goods declared without it",
    );
    expect(problems[0] && problemMessage(problems[0], "cn")).toBe(
      "第 1 行货物第 1 项危险品：请填写应急联系电话，缺少此项的危险品申报会被船公司退回",
    );
    const rows = {
      containers: [{ container_id: TYPE.DRY_20, hs_code: "280700", dangerous_goods: [{ ...noContact, un_number: "" }] }],
    };
    expect(missing(rows)).toEqual([
      "containers.0.dangerous_goods.0.un_number",
      "containers.0.dangerous_goods.0.emergency_contact.phone",
    ]);
  });
});
