import {
  type AdminReferenceKind,
  adminReferenceCreateSchema,
  REFERENCE_CODE_RULES,
} from "@haiyun/shared/schemas/reference-admin";
import { App, Form, Input, InputNumber, Modal, Switch } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { zodRule } from "../../../lib/form-rules";
import { type AdminReferenceBody, type AdminReferenceItem, useSaveReference } from "../api/reference";

interface Values {
  code: string;
  name_cn: string;
  name_en: string;
  sort?: number | null;
  enabled: boolean;
  iso_code?: string;
  teu?: number | null;
  time_zone?: string;
}

interface Props {
  kind: AdminReferenceKind;
  /** the entry edited; null adds one; undefined: closed */
  entry: AdminReferenceItem | null | undefined;
  onClose: () => void;
}

const FIELDS = ["code", "name_cn", "name_en", "sort", "enabled", "iso_code", "teu", "time_zone"];
const upper = (value: string | undefined) => value?.toUpperCase();
/** A rule that lets an empty value through and judges any other by `rule`. */
const optionalRule = (rule: Rule): Rule => ({
  validator: async (meta, value) => {
    if (value === undefined || value === null || String(value).trim() === "") return;
    const judge = (rule as { validator?: (m: unknown, v: unknown) => Promise<void> }).validator;
    await judge?.(meta, value);
  },
});

/**
 * Adds or edits one entry of a reference list: both names, the order, and (when adding) the code,
 * checked by the same shared rule as on the server. The code is fixed once the entry exists.
 */
export function ReferenceFormModal({ kind, entry, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveReference(kind);
  const adding = entry === null;
  const container = kind === "container-types";
  const port = kind === "ports";
  const shape = adminReferenceCreateSchema(kind).shape as Record<string, z.ZodType>;

  const onOk = async () => {
    const values = await form.validateFields();
    const body: AdminReferenceBody = {
      name_cn: values.name_cn.trim(),
      name_en: values.name_en.trim(),
      ...(values.sort != null ? { sort: values.sort } : {}),
      ...(container ? { iso_code: values.iso_code?.trim(), teu: values.teu ?? undefined } : {}),
      ...(port && values.time_zone?.trim() ? { time_zone: values.time_zone.trim() } : {}),
    };
    if (adding) Object.assign(body, { code: values.code.trim(), enabled: values.enabled });
    save.mutate(
      { id: entry?.id, ...body },
      {
        onSuccess: () => {
          message.success(t(adding ? "admin.reference.added" : "admin.reference.saved"));
          onClose();
        },
        onError: (err) => {
          const msg = serverMessage(err) ?? t("admin.reference.saveFailed");
          if (!applyServerErrors(form, err, FIELDS).length) message.error(msg);
        },
      },
    );
  };

  const initial: Partial<Values> = entry
    ? {
        code: entry.code,
        name_cn: entry.name_cn,
        name_en: entry.name_en,
        sort: entry.sort,
        enabled: entry.enabled,
        iso_code: entry.iso_code,
        teu: entry.teu ? Number(entry.teu) : null,
        time_zone: entry.time_zone,
      }
    : { enabled: true, sort: 100 };

  return (
    <Modal
      open={entry !== undefined}
      title={t(adding ? "admin.reference.addTitle" : "admin.reference.editTitle", {
        kind: t(`admin.reference.kinds.${kind}`),
        code: entry?.code ?? "",
      })}
      okText={t("common.actions.save")}
      cancelText={t("common.actions.cancel")}
      onOk={() => void onOk().catch(() => {})}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item
          name="code"
          label={t("admin.reference.columns.code")}
          extra={adding ? t(`admin.reference.codeHints.${kind}`) : t("admin.reference.codeFixed")}
          normalize={upper}
          rules={adding ? [zodRule(shape.code, t)] : []}
          required={adding}
        >
          <Input disabled={!adding} maxLength={REFERENCE_CODE_RULES[kind].max} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name_cn" label={t("admin.reference.columns.name_cn")} rules={[zodRule(shape.name_cn, t)]} required>
          <Input maxLength={100} lang="zh-CN" />
        </Form.Item>
        <Form.Item name="name_en" label={t("admin.reference.columns.name_en")} rules={[zodRule(shape.name_en, t)]} required>
          <Input maxLength={100} lang="en" />
        </Form.Item>
        {container && (
          <>
            <Form.Item
              name="iso_code"
              label={t("admin.reference.columns.iso_code")}
              extra={t("admin.reference.isoHint")}
              normalize={upper}
              rules={[zodRule(shape.iso_code, t)]}
              required
            >
              <Input maxLength={4} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="teu"
              label={t("admin.reference.columns.teu")}
              rules={[{ required: true, message: t("validation.required") }]}
            >
              <InputNumber min={0.01} max={9.99} step={0.5} precision={2} style={{ width: "100%" }} />
            </Form.Item>
          </>
        )}
        {port && (
          <Form.Item
            name="time_zone"
            label={t("admin.reference.columns.time_zone")}
            extra={t("admin.reference.timeZoneHint")}
            // left empty: a new port takes its country's zone, an edited one keeps its own
            rules={[optionalRule(zodRule(shape.time_zone, t))]}
          >
            <Input maxLength={64} autoComplete="off" placeholder="Asia/Shanghai" />
          </Form.Item>
        )}
        <Form.Item name="sort" label={t("admin.reference.columns.sort")} extra={t("admin.reference.sortHint")}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: "100%" }} />
        </Form.Item>
        {adding && (
          <Form.Item name="enabled" label={t("admin.reference.columns.status")} valuePropName="checked">
            <Switch checkedChildren={t("admin.reference.enabled")} unCheckedChildren={t("admin.reference.disabled")} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
