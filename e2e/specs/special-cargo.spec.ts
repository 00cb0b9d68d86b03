import type { Page } from "@playwright/test";
import { type Api, animationsEnded, DEMO, expect, loginAs, NEW_ACCOUNT_PASSWORD, test } from "../fixtures";
import {
  answer,
  around,
  buttonName,
  chinaDay,
  choose,
  confirmBooking,
  notice,
  orderNoFrom,
  pickContact,
  selectOf,
  statusTag,
  typeDate,
  unique,
} from "../fixtures/order-ui";
import { type CargoLng, type CargoTexts, CARGO_TEXTS as L } from "../fixtures/special-cargo-texts";

// Special cargo in the browser, once in Chinese and once in English. A new shipper books a 40ft
// reefer at -18 °C and a 20ft box of lithium batteries (UN 3480, class 9): the carrier check beside
// the form names the reefer without its set point and falls silent once it is given. The booking
// waits for operations' approval of the dangerous goods; operations approve and confirm it with a
// VGM cut-off days ahead. The shipper then types the shipping instructions, declares an SM2 VGM per
// box (cargo plus tare) and submits: the preview sheet, and afterwards the supply detail's sheet,
// print the VGM, dangerous goods and reefer lines a bill of lading carries (English capitals).

const PARTIES = {
  shipper: { company1: "NINGBO COLDCHAIN EXPORT CO., LTD.", linkman: "LI MING" },
  consignee: { company1: "SINGAPORE FRESH FOODS PTE. LTD.", linkman: "TAN WEI", phone: "+6562000000", city: "SINGAPORE" },
  notify1: { company1: "STRAITS CUSTOMS AGENCY PTE. LTD.", linkman: "LIM HUI", phone: "+6563000000", city: "SINGAPORE" },
};

// UN 3480 has no packing group (UN Model Regulations, Dangerous Goods List): none is declared
const DG = { un: "3480", name: "LITHIUM ION BATTERIES", ems: "F-A,S-I", contact: "WANG FANG", phone: "+8657487001234" };
/** A bill's own marks and description words, with the slash and the apostrophe they are written with. */
const BILL = { marks: "N/M", description: "SHIPPER'S LOAD, STOW AND COUNT\nFROZEN SHRIMPS\nLITHIUM ION BATTERIES" };
const SIGNATORY = "LI MING";

/** The two boxes of the instruction: the reefer first, then the box of batteries. */
const BOXES = {
  zh: [
    { no: "MNBU3012457", seal: "RF-100201", weight: "9800", tare: "4800", vgm: "14,600" },
    { no: "TCLU2045189", seal: "DG-100202", weight: "12000", tare: "2200", vgm: "14,200" },
  ],
  en: [
    { no: "SZLU7712036", seal: "RF-200201", weight: "9800", tare: "4800", vgm: "14,600" },
    { no: "TRLU9022142", seal: "DG-200202", weight: "12000", tare: "2200", vgm: "14,200" },
  ],
} as const;

/** What the sheet prints for the two boxes, in English capitals whatever the page's language. */
const sheetLines = (lng: CargoLng) => [
  `VGM ${BOXES[lng][0].vgm} KG (SM2) SIGNED ${SIGNATORY}`,
  "TEMPERATURE SET AT -18.0 °C, VENTS CLOSED",
  `VGM ${BOXES[lng][1].vgm} KG (SM2) SIGNED ${SIGNATORY}`,
  `UN ${DG.un}, ${DG.name}, CLASS 9, EMS ${DG.ems}, EMERGENCY CONTACT ${DG.contact} ${DG.phone}`,
];

async function newShipper(page: Page, api: Api, t: CargoTexts, lng: CargoLng) {
  const username = await api.newAccount(`cargo-${lng}`);
  const token = await loginAs(page, api, username, NEW_ACCOUNT_PASSWORD, t.lang);
  const [china, singapore] = [await api.countryId("CN"), await api.countryId("SG")];
  await api.createContact(token, { type: 1, ...PARTIES.shipper, country_id: china });
  await api.createContact(token, { type: 2, ...PARTIES.consignee, country_id: singapore });
  await api.createContact(token, { type: 3, ...PARTIES.notify1, country_id: singapore });
}

/** The booking: the reefer row (with the check before and after its settings), the DG row, the parties; submitted. */
async function shipperBooks(page: Page, t: CargoTexts) {
  const b = t.booking;
  await page.goto(`/bookings/create-fcl?lng=${t.lng}`);
  await page.getByLabel(b.ref).fill(unique("PO-CARGO-"));
  await typeDate(page, page.getByLabel(b.ready), chinaDay(10));
  await choose(page, page.getByLabel(b.incoterm), t.options.fob, t.options.fob.slice(0, 3));
  await choose(page, page.getByLabel(b.shipMode), t.options.cyCy, "CY-CY");
  for (const [label, port, code] of [
    [b.from, t.options.ningbo, "CNNGB"],
    [b.pol, t.options.ningbo, "CNNGB"],
    [b.pod, t.options.singapore, "SGSIN"],
    [b.to, t.options.singapore, "SGSIN"],
  ] as const) {
    await choose(page, page.getByLabel(label), port, code);
  }

  // a reefer without a set point: the carrier check names it, in the page's language
  await choose(page, page.getByLabel(b.container(1), { exact: true }), t.options.rh40, "40");
  await page.getByLabel(b.count(1), { exact: true }).fill("1");
  const check = page.getByTestId("carrier-check");
  await expect(check).toContainText(t.check.reefer);
  await page.getByRole("button", { name: t.cargo.reeferButton(1) }).click();
  const reefer = page.getByRole("dialog", { name: t.cargo.reeferTitle });
  await reefer.getByLabel(t.cargo.temperature, { exact: true }).fill("-18");
  await animationsEnded(page);
  await reefer.getByRole("button", { name: buttonName(t.cargo.ok) }).click();
  await expect(reefer).toBeHidden();
  await expect(check).toBeHidden();

  // the box of batteries, declared in full (UN 3480 has no packing group, class 9 no flash point)
  await page.getByRole("button", { name: buttonName(b.addSpace) }).click();
  await choose(page, page.getByLabel(b.container(2), { exact: true }), t.options.gp20, "20");
  await page.getByLabel(b.count(2), { exact: true }).fill("1");
  await page.getByRole("button", { name: t.cargo.dgButton(2) }).click();
  const dg = page.getByRole("dialog", { name: t.cargo.dgTitle });
  // the dialog opens on one empty entry
  const entry = dg.getByRole("group", { name: t.cargo.entry(1), exact: true });
  await expect(dg.getByRole("group")).toHaveCount(1);
  const field = (label: string) => entry.getByLabel(label, { exact: true });
  // no UN 0000 exists: refused under the field, in the page's language
  await field(t.cargo.un).fill("0000");
  await expect(entry).toContainText(t.cargo.noUn);
  await field(t.cargo.un).fill(DG.un);
  await expect(entry).not.toContainText(t.cargo.noUn);
  await choose(page, field(t.cargo.imoClass), t.options.class9, "9");
  await field(t.cargo.shippingName).fill(DG.name);
  await expect(entry).toContainText(t.cargo.noPackingGroup);
  await expect(field(t.cargo.packingGroup)).toBeDisabled();
  await field(t.cargo.ems).fill(DG.ems);
  await field(t.cargo.contact).fill(DG.contact);
  await field(t.cargo.phone).fill(DG.phone);
  await animationsEnded(page);
  await dg.getByRole("button", { name: buttonName(t.cargo.ok) }).click();
  await expect(dg).toBeHidden();
  await expect(check).toBeHidden();

  await pickContact(page, t.parties.shipper, t.parties, PARTIES.shipper.company1);
  await pickContact(page, t.parties.consignee, t.parties, PARTIES.consignee.company1);
  await page.getByRole("button", { name: buttonName(b.submit) }).click();
  await answer(page, b.submitTitle, b.ok);
  const orderNo = await orderNoFrom(page, b.submitted);
  await expect(page).toHaveURL(/\/bookings\/\d+$/);
  await expect(statusTag(page)).toHaveAttribute("data-status", "1");
  return { id: Number(page.url().split("/").at(-1)), orderNo };
}

/** Operations see the dangerous goods waiting, approve them, then confirm the booking. */
async function operatorApprovesAndConfirms(page: Page, api: Api, t: CargoTexts, lng: CargoLng, id: number, orderNo: string) {
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error("expected a browser for operations");
  const ops = await context.newPage();
  try {
    await loginAs(ops, api, DEMO.operator);
    await ops.goto(`/ops/orders/${id}?lng=${t.lng}`);
    const card = ops.getByTestId("special-cargo-approval");
    await expect(card).toContainText(t.ops.requested);
    await expect(card).toContainText(`UN ${DG.un}`);
    await card.getByRole("button", { name: buttonName(t.ops.approve) }).click();
    await answer(ops, t.ops.approveTitle(orderNo), t.ops.approve);
    await expect(notice(ops, t.ops.approveDone(orderNo))).toBeVisible();
    await expect(card).toContainText(t.ops.accepted);
    await confirmBooking(ops, lng, orderNo);
  } finally {
    await context.close();
  }
}

/** One box of the instruction, with its SM2 declaration: the tare given, the VGM it makes, signed. */
async function fillBox(
  page: Page,
  t: CargoTexts,
  n: number,
  type: string,
  search: string,
  box: (typeof BOXES)[CargoLng][number],
) {
  const s = t.supply;
  const cell = (name: keyof typeof s.cells) => page.getByLabel(s.cell(s.cells[name], n), { exact: true });
  await choose(page, cell("type"), type, search);
  await cell("no").fill(box.no);
  await cell("seal").fill(box.seal);
  await cell("packages").fill("100");
  await choose(page, cell("unit"), t.options.carton, t.options.carton);
  await cell("weight").fill(box.weight);
  await cell("volume").fill("30");
  const toggle = page.getByRole("button", { name: s.vgmToggle(n), exact: true });
  const state = around(toggle, "ant-flex").locator(".ant-tag");
  await expect(state).toHaveText(s.states.missing);
  await toggle.click();
  const declaration = page.getByTestId(`vgm-declaration-${n - 1}`);
  // the row follows the order's method 2 unless it names its own
  await expect(selectOf(declaration.getByLabel(s.method, { exact: true }))).toContainText(s.sm2);
  await declaration.getByLabel(s.tare, { exact: true }).fill(box.tare);
  await expect(page.getByTestId(`vgm-computed-${n - 1}`)).toHaveText(`${box.vgm} KG`);
  await declaration.getByLabel(s.signatory, { exact: true }).fill(SIGNATORY);
  await typeDate(page, declaration.getByLabel(s.weighedAt, { exact: true }), chinaDay(0));
  await declaration.getByLabel(s.weighingParty, { exact: true }).fill("NINGBO PORT WEIGHBRIDGE");
  await expect(state).toHaveText(s.states.declared);
}

/** The shipper's instruction, submitted through the preview sheet and the one-time warning. */
async function shipperSubmitsSupply(page: Page, t: CargoTexts, lng: CargoLng, id: number, orderNo: string) {
  const s = t.supply;
  await page.goto(`/bookings/supply/${id}?lng=${t.lng}`);
  await expect(page.getByRole("group", { name: t.parties.shipper, exact: true })).toContainText(PARTIES.shipper.company1);
  await pickContact(page, t.parties.notify1, t.parties, PARTIES.notify1.company1);
  await page.getByLabel(s.marks, { exact: true }).fill(BILL.marks);
  await page.getByLabel(s.description, { exact: true }).fill(BILL.description);
  await choose(page, page.getByLabel(s.vgmMethod, { exact: true }), s.method2);
  const [reeferBox, dgBox] = BOXES[lng];
  await fillBox(page, t, 1, t.options.rh40, "40", reeferBox);
  await page.getByRole("button", { name: buttonName(s.addRow) }).click();
  await fillBox(page, t, 2, t.options.gp20, "20", dgBox);

  await page.getByRole("button", { name: buttonName(s.submit) }).click();
  const preview = page.getByRole("dialog", { name: s.preview });
  const sheet = preview.getByTestId("si-sheet");
  for (const line of sheetLines(lng)) await expect(sheet).toContainText(line);
  for (const text of [BILL.marks, "SHIPPER'S LOAD, STOW AND COUNT"]) await expect(sheet).toContainText(text);
  await animationsEnded(page);
  await preview.getByRole("button", { name: buttonName(s.previewOk) }).click();
  await answer(page, s.warning, s.warningOk);
  await expect(notice(page, s.submitted(orderNo))).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);

  // the stored instruction prints the same lines on the supply detail
  await page.goto(`/bookings/supply-detail/${id}?lng=${t.lng}`);
  await page.getByText(s.sheetShow, { exact: true }).click();
  const stored = page.getByTestId("si-sheet");
  for (const line of sheetLines(lng)) await expect(stored).toContainText(line);
  for (const text of [BILL.marks, "SHIPPER'S LOAD, STOW AND COUNT"]) await expect(stored).toContainText(text);
}

// a control that never comes fails its step, not the whole test's time
test.use({ actionTimeout: 20_000 });

for (const lng of ["zh", "en"] as const) {
  test(`${L[lng].lng}: a reefer and dangerous goods booked, approved, confirmed and declared with an SM2 VGM`, async ({
    page,
    api,
  }) => {
    // three people's screens, two dialogs of special cargo and two VGM declarations on a busy machine
    test.setTimeout(180_000);
    const t = L[lng];
    await newShipper(page, api, t, lng);
    const { id, orderNo } = await shipperBooks(page, t);
    await operatorApprovesAndConfirms(page, api, t, lng, id, orderNo);
    await shipperSubmitsSupply(page, t, lng, id, orderNo);
  });
}
