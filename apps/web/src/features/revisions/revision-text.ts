import type { Fee } from "@haiyun/shared/time/fee-tier";
import type { TFunction } from "i18next";
import type { Language } from "../../lib/i18n";
import { moneyText, type ReferenceNamer } from "../orders";

// How a revision's fee and its changed fields read, in the reader's language.

export const money = (amount: string, currency: string, language: Language) => moneyText(amount, currency, language);

/** "Free (before the documentation cut-off)", "USD 50.00 — after the documentation cut-off", "… — after departure". */
export function feeText(t: TFunction, fee: Fee, language: Language): string {
  return t(`revision.fee.tier${fee.tier}`, { amount: money(fee.amount, fee.currency, language) });
}

const PARTIES = new Set(["shipper", "consignee", "notify1", "notify2"]);

/** A row's name as the diff gives it ("TGHU1234567", or a 1-based place "2"). */
function rowLabel(t: TFunction, name: string): string {
  return /^\d+$/.test(name) ? t("revision.row", { n: name }) : t("revision.container", { name });
}

/** "consignee.company1" → "Consignee · Company name 1"; "containers[X].seal_no" → "Container X · Seal number". */
export function fieldText(t: TFunction, field: string): string {
  const row = /^containers\[([^\]]+)\](?:\.(\w+))?$/.exec(field);
  if (row) {
    const name = rowLabel(t, row[1] ?? "");
    return row[2] ? `${name} · ${t(`supply.fields.${row[2]}`)}` : name;
  }
  const [head, rest] = field.split(".", 2) as [string, string | undefined];
  if (PARTIES.has(head)) {
    const party = t(`revision.parties.${head}`);
    // a party's fields read as the contact form names them
    return rest ? `${party} · ${t(`contacts.fields.${rest}`, { defaultValue: rest })}` : party;
  }
  return t(`supply.fields.${head}`, { defaultValue: head });
}

/**
 * A value as one line: a text, a number, a reference by its name (`nameOf`, for `field`), or a
 * whole row or party (added or removed) by its filled fields.
 */
export function valueText(t: TFunction, value: unknown, field = "", nameOf?: ReferenceNamer): string {
  if (value === null || value === undefined || value === "") return t("revision.empty");
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, part]) => part !== null && part !== undefined && part !== "")
      .map(([key, part]) => nameOf?.(key, part) ?? String(part))
      .join(" / ");
  }
  return nameOf?.(field, value) ?? String(value);
}
