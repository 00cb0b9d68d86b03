import { CONTAINER_MODE } from "@haiyun/shared/constants/order-kinds";
import { type SupplyIssue, supplyModeIssues, supplyShapeIssues, supplySpaceIssues } from "@haiyun/shared/schemas/supply";
import type { FormInstance } from "antd";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { bookingMessage } from "../../orders";
import { formPathOf, type SupplyValues } from "./supply-values";

type Name = (string | number)[];
interface Issue {
  path: string | readonly PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
}

/** A shared `v.*` key in the reader's language: the supply form's own texts first. */
export function supplyMessage(t: TFunction, key: string, params: Record<string, unknown> = {}): string {
  const name = key.startsWith("v.") ? key.slice(2) : key;
  const own = t(`supply.validation.${name}`, { defaultValue: "", ...params });
  return own || bookingMessage(t, key, params);
}

/** The name a message gives a field: the party as the product's message words it, else the column or field. */
function fieldName(t: TFunction, name: Name): string {
  if (name[0] === "contacts") return t(`supply.messageFields.${name[1]}`);
  return t(`supply.fields.${String(name.at(-1))}`);
}

/**
 * Puts issues on the fields that show them and returns what was set (first first). `translate`:
 * the issue's message is a shared key to put in the reader's language; else (the server's
 * `errors[]`) it already is.
 */
export function showSupplyIssues(
  form: FormInstance,
  t: TFunction,
  issues: readonly Issue[],
  body: { contacts: { type: number }[] },
  translate: boolean,
): { name: Name; errors: string[] }[] {
  const byPath = new Map<string, { name: Name; errors: string[] }>();
  for (const issue of issues) {
    const name = formPathOf(issue.path, body);
    if (!name) continue;
    const text = translate ? supplyMessage(t, issue.message, { field: fieldName(t, name), ...issue.params }) : issue.message;
    const key = JSON.stringify(name);
    const entry = byPath.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(text)) entry.errors.push(text);
    byPath.set(key, entry);
  }
  const fields = [...byPath.values()];
  form.setFields(fields);
  return fields;
}

export interface SupplyRules {
  /** the order's container mode (FCL rows need number, seal and type; spaces are checked) */
  containerMode: number;
  /** the original order's spaces */
  spaces: readonly { container_id: number; count: number; container_name?: string }[];
  /** a container type's name in the reader's language */
  typeName: (containerId: number) => string;
  /** the shared schema of the body sent (the customer's PUT, or operations' amend) */
  schema: z.ZodType;
}

/**
 * Judges the whole form: the controls' own rules, the shared schema of the body, and in FCL the
 * original order's spaces. Returns the body and what failed, the messages on the fields.
 */
export async function judgeSupply<B extends { contacts: { type: number }[]; containers: { container_id?: number | null }[] }>(
  form: FormInstance<SupplyValues>,
  t: TFunction,
  body: B,
  rules: SupplyRules,
) {
  form.setFields([{ name: ["containers"], errors: [] }]);
  const failed: { name: Name; errors: string[] }[] = [];
  await form.validateFields().catch((err: { errorFields?: { name: Name; errors: string[] }[] }) => {
    failed.push(...(err.errorFields ?? []));
  });
  const issues: Issue[] = [];
  const parsed = rules.schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const limits = issue as { maximum?: unknown; minimum?: unknown; params?: Record<string, unknown> };
      issues.push({
        path: issue.path,
        message: issue.message,
        params: { max: limits.maximum, min: limits.minimum, ...limits.params },
      });
    }
  }
  // The rules across fields run on the body as typed too: the schema skips its refinements while a
  // field is wrong, and every problem of the form is better said at once than one round at a time.
  const across = body as unknown as Parameters<typeof supplyShapeIssues>[0];
  const more: SupplyIssue[] = [
    ...supplyShapeIssues({ contacts: across.contacts ?? [], containers: across.containers ?? [] }),
    ...supplyModeIssues({ containers: across.containers ?? [] }, rules.containerMode),
  ];
  if (rules.containerMode === CONTAINER_MODE.FCL) more.push(...supplySpaceIssues(body.containers, rules.spaces, rules.typeName));
  issues.push(...more);
  failed.push(...showSupplyIssues(form, t, issues, body, true));
  return { ok: failed.length === 0, failed };
}
