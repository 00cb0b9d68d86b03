import { PrinterOutlined } from "@ant-design/icons";
import { PARTY_TYPE } from "@haiyun/shared/constants/order-kinds";
import { cargoTotals } from "@haiyun/shared/schemas/order";
import { Button } from "antd";
import { Fragment, forwardRef, type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { Redline } from "../../orders";
import type { SheetData, SheetParty } from "./sheet-data";
import "./si-sheet.css";

/** A labelled cell; `field`: the redline paths it shows (marked where the customer flagged them). */
function Cell({ label, field, children }: { label: string; field?: string | readonly string[]; children: ReactNode }) {
  const value = <div className="si-sheet__value">{children || "\u00a0"}</div>;
  return (
    <div className="si-sheet__cell">
      <span className="si-sheet__label">{label}</span>
      {field ? (
        <Redline field={field} block>
          {value}
        </Redline>
      ) : (
        value
      )}
    </div>
  );
}

const VESSEL_VOYAGE = ["vessel", "voyage"] as const;

/** A party as a bill prints it: company, address lines, place, contact. The data stays as typed. */
function partyText(party: SheetParty | undefined): string {
  if (!party) return "";
  const place = [party.city, party.province, party.zip_code, party.country_name].filter(Boolean).join(", ");
  const contact = [party.linkman, party.phone, party.email].filter(Boolean).join("  ");
  return [party.company1, party.company2, party.address1, party.address2, place, contact].filter(Boolean).join("\n");
}

/** The freight term as a bill prints it: "FREIGHT PREPAID", "FREIGHT COLLECT". */
export function freightText(name: string): string {
  const upper = name.trim().toUpperCase();
  return !upper || upper.startsWith("FREIGHT") ? upper : `FREIGHT ${upper}`;
}

/**
 * The supply preview: a bill-of-lading-like sheet (parties, booking numbers, vessel and voyage,
 * freight term, ports, marks, description, containers). Labels follow the reader's language; the
 * names come in English (sheet-data.ts) and everything typed stays as typed.
 */
export const SiSheet = forwardRef<HTMLDivElement, { data: SheetData }>(function SiSheet({ data }, ref) {
  const { t } = useTranslation();
  const language = useLanguage();
  const n = (value: number | null) => formatNumber(value, language);
  const label = (key: string) => t(`supply.sheet.${key}`);
  const totals = cargoTotals(data.containers.map((row) => ({ ...row, package_uid: null })));
  const units = new Set(data.containers.map((row) => row.package_unit_name));
  const unit = units.size === 1 ? [...units][0] : "";
  // a container row's cell, marked where its field (or, on the first cell, the whole row: "") was flagged
  const mark = (index: number, fields: string[], value: string) => (
    <Redline field={fields.map((field) => (field ? `containers[${index}].${field}` : `containers[${index}]`))} exact>
      {value}
    </Redline>
  );
  return (
    <div className="si-sheet" ref={ref} data-testid="si-sheet">
      <h2 className="si-sheet__title">{label("title")}</h2>
      <div className="si-sheet__grid">
        <Cell label={label("shipper")} field="shipper">
          {partyText(data.parties[PARTY_TYPE.SHIPPER])}
        </Cell>
        <Cell label={label("orderNo")}>
          {[
            data.order_no,
            data.cust_ref_no && `${label("custRef")}: ${data.cust_ref_no}`,
            data.mbl_no && `${label("mblNo")}: ${data.mbl_no}`,
          ]
            .filter(Boolean)
            .join("\n")}
        </Cell>
        <Cell label={label("consignee")} field="consignee">
          {partyText(data.parties[PARTY_TYPE.CONSIGNEE])}
        </Cell>
        <Cell label={label("soNo")}>{data.so_no}</Cell>
        <Cell label={label("notify1")} field="notify1">
          {partyText(data.parties[PARTY_TYPE.NOTIFY_1])}
        </Cell>
        <Cell label={label("notify2")} field="notify2">
          {partyText(data.parties[PARTY_TYPE.NOTIFY_2])}
        </Cell>
        <Cell label={label("vesselVoyage")} field={VESSEL_VOYAGE}>
          {[data.vessel, data.voyage].filter(Boolean).join(" / ")}
        </Cell>
        <Cell label={label("freightTerm")}>{freightText(data.freight_term_name)}</Cell>
        <Cell label={label("receipt")}>{data.from_name}</Cell>
        <Cell label={label("pol")}>{data.pol_name}</Cell>
        <Cell label={label("pod")}>{data.pod_name}</Cell>
        <Cell label={label("delivery")}>{data.to_name}</Cell>
      </div>
      <div className="si-sheet__cargo">
        <Cell label={label("marks")} field="marks_no">
          {data.marks_no}
        </Cell>
        <Cell label={label("description")} field="description">
          {data.description}
        </Cell>
      </div>
      <div className="si-sheet__cell" style={{ borderBottom: "none" }}>
        <span className="si-sheet__label">
          {label("containers")}
          {data.vgm_method_name ? ` · ${label("vgmMethod")}: ${data.vgm_method_name}` : ""}
        </span>
        <div className="si-sheet__table-wrap">
          <table className="si-sheet__table">
            <thead>
              <tr>
                <th>{label("containerNo")}</th>
                <th>{label("sealNo")}</th>
                <th>{label("type")}</th>
                <th className="si-sheet__num">{label("packages")}</th>
                <th className="si-sheet__num">{label("weight")}</th>
                <th className="si-sheet__num">{label("volume")}</th>
                <th className="si-sheet__num">{label("vgm")}</th>
              </tr>
            </thead>
            <tbody>
              {data.containers.map((row, index) => (
                // rows have no identity of their own here: the sheet is drawn from what is typed
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Fragment key={index}>
                  <tr>
                    <td>{mark(index, ["container_no", ""], row.container_no)}</td>
                    <td>{mark(index, ["seal_no"], row.seal_no)}</td>
                    <td>{mark(index, ["container_id"], row.container_name)}</td>
                    <td className="si-sheet__num">
                      {mark(index, ["package", "package_uid"], [n(row.package), row.package_unit_name].filter(Boolean).join(" "))}
                    </td>
                    <td className="si-sheet__num">{mark(index, ["weight"], n(row.weight))}</td>
                    <td className="si-sheet__num">{mark(index, ["volume"], n(row.volume))}</td>
                    <td className="si-sheet__num">{mark(index, ["vgm"], n(row.vgm))}</td>
                  </tr>
                  {row.lines.length > 0 && (
                    <tr className="si-sheet__lines">
                      <td colSpan={7} data-testid="si-sheet-lines">
                        {row.lines.map((line) => (
                          <div key={line}>{line}</div>
                        ))}
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={3}>{label("total")}</td>
                <td className="si-sheet__num">{[n(totals.packages), unit].filter(Boolean).join(" ")}</td>
                <td className="si-sheet__num">{n(totals.weight)}</td>
                <td className="si-sheet__num">{n(totals.volume)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </div>
  );
});

const PRINT_ROOT = "si-print-root";

/**
 * Prints one sheet alone: a copy of it goes into a root of its own beside the app, and the print
 * stylesheet shows only that root while the body carries the class (the page, a modal's frame and
 * its buttons stay off the paper, wherever the sheet sits on screen).
 */
export function printSheet(sheet: HTMLElement | null): void {
  if (!sheet) return;
  document.getElementById(PRINT_ROOT)?.remove();
  const root = document.createElement("div");
  root.id = PRINT_ROOT;
  root.appendChild(sheet.cloneNode(true));
  document.body.appendChild(root);
  document.body.classList.add("si-printing");
  const done = () => {
    document.body.classList.remove("si-printing");
    root.remove();
    window.removeEventListener("afterprint", done);
  };
  window.addEventListener("afterprint", done);
  window.print();
}

/** The sheet with a print button above it. */
export function PrintableSheet({ data }: { data: SheetData }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div>
      <Button icon={<PrinterOutlined />} onClick={() => printSheet(ref.current)} style={{ marginBottom: 12 }}>
        {t("common.actions.print")}
      </Button>
      <SiSheet ref={ref} data={data} />
    </div>
  );
}
