import { DOCUMENT_TYPE } from "@haiyun/shared/constants/order-status";
import { mayUpload } from "@haiyun/shared/schemas/order-contract";
import type { SupplyAction, SupplyBodyInput } from "@haiyun/shared/schemas/supply";
import { supplySchemaFor } from "@haiyun/shared/schemas/supply";
import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { App, Form } from "antd";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { serverMessage } from "../../../lib/form-errors";
import { FormToolbar, useLeaveGuard } from "../../orders";
import { useSaveSupply } from "../api/save-supply";
import { PreviewModal } from "./preview-modal";
import { type SheetData, sheetOfForm } from "./sheet-data";
import { SupplyCarrierCheck } from "./supply-carrier-check";
import { SupplySections } from "./supply-sections";
import { bodyOf, SupplyPrepareError, type SupplyValues, valuesOf } from "./supply-values";
import { type SupplyJudgeBody, useSupplyJudge } from "./use-supply-judge";
import { VgmProvider } from "./vgm/vgm-context";

/**
 * The supply form (status 2): save returns to /bookings; submit goes through the preview and
 * the one-time warning about the change fee, then returns to /bookings.
 */
export function SupplyForm({ orderId, record }: { orderId: number; record: SupplyRecord }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<SupplyValues>();
  const initialValues = useMemo(() => valuesOf(record), [record]);
  const schema = useMemo(() => supplySchemaFor(record.container_mode), [record.container_mode]);
  const judge = useSupplyJudge(form, record, schema);
  const saver = useSaveSupply();
  const [preview, setPreview] = useState<{ sheet: SheetData; body: SupplyBodyInput } | null>(null);
  const vgm = useMemo(() => ({ cutOffs: record.cut_offs }), [record.cut_offs]);

  const dirty = useRef(false);
  const isDirty = useCallback(() => dirty.current, []);
  useLeaveGuard(isDirty);
  const leave = () => {
    dirty.current = false;
    navigate("/bookings");
  };

  const send = (body: SupplyBodyInput) =>
    saver
      .save({ id: orderId, body })
      .then(() => {
        message.success(t(`supply.notices.${body.action === "submit" ? "submitted" : "saved"}`, { orderNo: record.order_no }));
        setPreview(null);
        leave();
      })
      .catch((err: Error) => {
        setPreview(null);
        const msg = serverMessage(err) ?? err.message;
        // The submission is final; another tab may have sent it first (409)
        if (!(err instanceof ApiError && err.status === 409)) judge.showServerErrors(err, body as SupplyJudgeBody);
        message.error(t(`supply.errors.${body.action}`, { msg }));
      });

  /** The body of the form as it stands; null (said, nothing sent) when it cannot be prepared. */
  const prepare = (action: SupplyAction) => {
    try {
      return bodyOf(form.getFieldsValue(true), action);
    } catch (err) {
      if (!(err instanceof SupplyPrepareError)) throw err;
      modal.error({ title: t("supply.errors.prepare"), okText: t("common.actions.confirm") });
      return null;
    }
  };

  const act = async (action: SupplyAction) => {
    const body = prepare(action);
    if (!body) return;
    // judged again on a language switch, quietly: a form that can no longer be prepared is left as it is
    const again = () => {
      try {
        return bodyOf(form.getFieldsValue(true), action) as SupplyJudgeBody;
      } catch (err) {
        if (err instanceof SupplyPrepareError) return null;
        throw err;
      }
    };
    if (!(await judge.check(body as SupplyJudgeBody, again))) return;
    if (action === "save") return send(body);
    const { action: _action, ...fields } = body;
    setPreview({ sheet: sheetOfForm(record, fields as never, judge.names, judge.names.country), body });
  };

  // Confirming the preview warns that the supplement is one-time
  const confirmPreview = () => {
    if (!preview) return;
    const { body } = preview;
    modal.confirm({
      title: t("supply.warning.title"),
      content: t("supply.warning.content"),
      okText: t("supply.warning.ok"),
      cancelText: t("supply.warning.back"),
      onOk: () => send(body),
    });
  };

  return (
    <Form<SupplyValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => {
        dirty.current = true;
      }}
    >
      <VgmProvider value={vgm}>
        <SupplySections
          orderId={orderId}
          manifestEditable={mayUpload("owner", record.status, DOCUMENT_TYPE.MANIFEST)}
          onListChange={() => {
            dirty.current = true;
            form.setFields([{ name: ["containers"], errors: [] }]);
          }}
        />
      </VgmProvider>
      <SupplyCarrierCheck record={record} />
      <FormToolbar
        list="containers"
        busy={saver.isSaving}
        canSave
        onCancel={() => navigate("/bookings")}
        onSave={() => void act("save")}
        onSubmit={() => void act("submit")}
        labels={{ cancel: t("supply.actions.back"), save: t("supply.actions.save"), submit: t("supply.actions.submit") }}
      />
      <PreviewModal
        data={preview?.sheet ?? null}
        busy={saver.isSaving}
        onConfirm={confirmPreview}
        onClose={() => setPreview(null)}
      />
    </Form>
  );
}
