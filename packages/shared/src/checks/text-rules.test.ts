import { describe, expect, it } from "vitest";
import { type CheckProblem, checkBooking, checkSupply, problemMessage } from "./carrier-ready";
import { checkContext, completeDangerousGoods, party, rulesOf, supplyContext } from "./check-fixtures";

const only = (rule: string, problems: readonly CheckProblem[]) => problems.filter((problem) => problem.rule === rule);
const supplyText = (fields: Record<string, unknown>, overrides: Parameters<typeof supplyContext>[0] = {}) =>
  checkSupply(fields, supplyContext(overrides));
const lines = (count: number, line = "LINE") => Array.from({ length: count }, () => line).join("\n");

describe("line_length", () => {
  it("warns of a 36-character marks line, naming the line and its length", () => {
    const problems = supplyText({ marks_no: `N/M\n${"A".repeat(36)}` });
    expect(problems).toMatchObject([
      { rule: "line_length", field: "marks_no", severity: "warning", params: { line: 2, length: 36, max: 35 } },
    ]);
    expect(problems[0] && problemMessage(problems[0], "en")).toBe(
      "Marks: line 2 has 36 characters; the bill prints at most 35 a line, so break it",
    );
    expect(problems[0] && problemMessage(problems[0], "cn")).toBe(
      "唛头：第 2 行有 36 个字符，提单每行最多打印 35 个字符，请换行",
    );
  });

  it("lets a 35-character line be", () => {
    expect(supplyText({ marks_no: "A".repeat(35), description: `${"B".repeat(35)}  ` })).toEqual([]);
  });

  it("judges the descriptions of a booking's rows", () => {
    const problems = checkBooking({ cargos: [{ hs_code: "940360", description: "C".repeat(40) }] }, checkContext());
    expect(only("line_length", problems)).toMatchObject([{ field: "cargos.0.description", severity: "warning" }]);
  });
});

describe("line_count", () => {
  it("blocks marks over 50 lines and a description over 150 once wrapped", () => {
    expect(only("line_count", supplyText({ marks_no: lines(51) }))).toMatchObject([
      { field: "marks_no", severity: "error", params: { lines: 51, max: 50 } },
    ]);
    // 76 lines of 70 characters wrap to 152
    const description = lines(76, `${"WORD ".repeat(14).trim()}`);
    expect(only("line_count", supplyText({ description }))).toMatchObject([
      { field: "description", params: { lines: 152, max: 150 } },
    ]);
  });

  it("lets 50 lines of marks and 150 of description be", () => {
    expect(only("line_count", supplyText({ marks_no: lines(50), description: lines(150) }))).toEqual([]);
  });
});

describe("party_lines", () => {
  it("warns when a party's box takes more than six lines", () => {
    const long = party({
      address1: "ROOM 1201 BUILDING 3 NO 100 EXAMPLE ROAD ZHANGJIANG HIGH TECH PARK PUDONG NEW DISTRICT SHANGHAI FREE TRADE ZONE",
    });
    const problems = checkBooking(
      { contacts: [party({ type: 2 }), { ...long, address2: "NEAR THE METRO STATION EXIT 4" }] },
      checkContext(),
    );
    expect(problems).toMatchObject([
      { rule: "party_lines", field: "contacts.1.address1", severity: "warning", params: { party: 1 } },
    ]);
    expect(problems[0] && problemMessage(problems[0], "en")).toMatch(/^Shipper: the name and address take 7 lines/);
    expect(problems[0] && problemMessage(problems[0], "cn")).toMatch(/^发货人：名称和地址按每行 35 个字符排版共 7 行/);
  });

  it("lets a party of a few lines be", () => {
    expect(checkSupply({ contacts: [party()] }, supplyContext())).toEqual([]);
  });
});

describe("generic_description", () => {
  const booking = (description: string) => ({ cargos: [{ hs_code: "940360", description }] });

  it("refuses GENERAL CARGO discharged in the EU", () => {
    const problems = checkBooking(booking("general cargo"), checkContext({ podCode: "NLRTM" }));
    expect(problems).toMatchObject([{ rule: "generic_description", field: "cargos.0.description", severity: "error" }]);
    expect(problems[0] && problemMessage(problems[0], "en")).toContain('"GENERAL CARGO" is too general for EU customs');
    expect(problems[0] && problemMessage(problems[0], "cn")).toContain("第 1 行货物的货物描述：“GENERAL CARGO” 过于笼统");
  });

  it("refuses it when only the place of delivery is in the EU", () => {
    const ctx = checkContext({ podCode: "CNSHA", deliveryCode: "DEHAM" });
    expect(rulesOf(checkSupply({ description: "FAK" }, { ...ctx, containerMode: 2 }))).toEqual(["generic_description"]);
  });

  it("lets it go to China or the United States", () => {
    for (const podCode of ["CNSHA", "USLAX"])
      expect(checkBooking(booking("GENERAL CARGO"), checkContext({ podCode }))).toEqual([]);
  });

  it("refuses phrases that name nothing but counts and packing", () => {
    for (const text of ["S.T.C. 20 PALLETS", "CONSOL", "CONSOLIDATED CARGO", "FREIGHT ALL KINDS", "SAID TO CONTAIN 100 CTNS"]) {
      expect(rulesOf(checkBooking(booking(text), checkContext({ podCode: "BEANR" }))), text).toEqual(["generic_description"]);
    }
  });

  it("passes SAID TO CONTAIN in front of the goods themselves", () => {
    for (const text of ["SAID TO CONTAIN 100 CARTONS OF COTTON T-SHIRTS", "OFFICE CHAIRS", "STEEL PIPES (CONSOLIDATED)"]) {
      expect(only("generic_description", checkBooking(booking(text), checkContext({ podCode: "NLRTM" }))), text).toEqual([]);
    }
  });
});

describe("non_latin", () => {
  it("offers the mapped text when full-width characters are all that is wrong", () => {
    const problems = supplyText({ description: "ＣＯＴＴＯＮ　Ｔ－ＳＨＩＲＴＳ，１００ ctns" });
    expect(problems).toMatchObject([
      { rule: "non_latin", key: "check.non_latin_fix", severity: "error", params: { fix: "COTTON T-SHIRTS,100 CTNS" } },
    ]);
    expect(problems[0] && problemMessage(problems[0], "en")).toBe(
      "Description: the bill takes only English letters, digits and plain punctuation; write it as: COTTON T-SHIRTS,100 CTNS",
    );
  });

  it("asks for English letters where Chinese is written", () => {
    const problems = checkBooking({ contacts: [party({ type: 2, city: "上海市" })] }, checkContext());
    expect(problems).toMatchObject([
      { rule: "non_latin", field: "contacts.0.city", key: "check.non_latin", params: { chars: "上海市" } },
    ]);
    expect(problems[0] && problemMessage(problems[0], "en")).toBe(
      'Consignee, city: "上海市" cannot be printed on the bill; write it in English letters (pinyin or the English name)',
    );
    expect(problems[0] && problemMessage(problems[0], "cn")).toBe(
      "收货人的城市：“上海市” 无法打印在提单上，请用英文字母填写（如拼音或英文名称）",
    );
  });

  it("reads marks, descriptions, party fields and dangerous goods' names", () => {
    const supply = supplyText({ marks_no: "唛头", contacts: [party({ linkman: "李伟", company2: "上海示例贸易有限公司" })] });
    expect(supply.map((problem) => problem.field)).toEqual(["marks_no", "contacts.0.linkman"]);
    const dg = completeDangerousGoods({ proper_shipping_name: "硫酸" });
    const booking = checkBooking({ cargos: [{ hs_code: "280700", description: "硫酸", dangerous_goods: [dg] }] }, checkContext());
    expect(only("non_latin", booking).map((problem) => problem.field)).toEqual([
      "cargos.0.description",
      "cargos.0.dangerous_goods.0.proper_shipping_name",
    ]);
  });

  it("lets plain English text be", () => {
    expect(supplyText({ marks_no: "N/M", description: "COTTON T-SHIRTS (100 CTNS)", contacts: [party()] })).toEqual([]);
  });
});
