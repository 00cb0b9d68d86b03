import { UploadOutlined } from "@ant-design/icons";
import { DOCUMENT_TYPE } from "@haiyun/shared/constants/order-status";
import { confirmBookingSchema } from "@haiyun/shared/schemas/order-view";
import { Alert, App, Button, Col, DatePicker, Form, Modal, Row, Upload, type UploadFile } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { CommonTextInput } from "../../../components/common-text-input";
import { ReferenceSelect } from "../../../components/reference-select";
import { ApiError } from "../../../lib/api-client";
import { keepEnterFromSubmitting } from "../../../lib/enter-guard";
import { maxLengthOf, requiredRule, validationMessage } from "../../../lib/form-rules";
import { FORM_DATE_FORMAT } from "../../../lib/format";
import { useIsMobile } from "../../../lib/use-media-query";
import { showActionError } from "../../orders";
import type { OpsOrderDetail } from "../api/get-ops-order";
import { type ConfirmBookingBody, useConfirmBooking } from "../api/ops-actions";
import { useUploadDocument } from "../api/upload-document";
import { DOCUMENT_ACCEPT, documentFileRule, fileOf, lastFile } from "../utils/document-file";
import { specialCargoRows } from "../utils/special-cargo-rows";
import { type CutOffRow, CutOffsEditor, cutOffsBody, initialCutOffRows } from "./cut-offs-editor";
import { SpecialCargoSummary } from "./special-cargo-summary";

const FIELDS = ["so_no", "carrier_id", "vessel", "voyage", "etd", "eta", "cut_offs"] as const;
type Field = (typeof FIELDS)[number];
const TEXTS = ["so_no", "vessel", "voyage"] as const;
const DATES = ["etd", "eta"] as const;

type ConfirmValues = Partial<Record<(typeof TEXTS)[number], string>> &
  Partial<Record<(typeof DATES)[number], Dayjs | null>> & {
    carrier_id?: number | null;
    cut_offs?: CutOffRow[];
    document?: UploadFile[];
  };

const shape = confirmBookingSchema.shape;

/** The wire body: dates as YYYY-MM-DD, cut-offs as codes and local times at the port of loading. */
function bodyOf(values: ConfirmValues): Record<Field, unknown> {
  return {
    so_no: values.so_no ?? "",
    carrier_id: values.carrier_id ?? undefined,
    vessel: values.vessel ?? "",
    voyage: values.voyage ?? "",
    etd: values.etd?.format(FORM_DATE_FORMAT),
    eta: values.eta?.format(FORM_DATE_FORMAT),
    cut_offs: cutOffsBody(values.cut_offs),
  };
}

type FieldPath = (string | number)[];

/** The shared schema's verdict (ETA not before ETD, a code twice…), in the form's words. */
function issuesOf(t: TFunction, values: ConfirmValues) {
  const result = confirmBookingSchema.safeParse(bodyOf(values));
  if (result.success) return { body: result.data as ConfirmBookingBody, issues: [] };
  const issues = result.error.issues.map((issue) => {
    const name = issue.path.map((part) => (typeof part === "number" ? part : String(part))) as FieldPath;
    const params = { max: (issue as { maximum?: unknown }).maximum, field: t(`ops.confirm_booking.fields.${String(name[0])}`) };
    // the desk's own words first (its pattern is narrower than the common text pattern), else the shared ones
    const own = t(`ops.confirm_booking.errors.${issue.message.replace(/^v\./, "")}`, { defaultValue: "", ...params });
    return { name, errors: [own || validationMessage(t, issue.message, params)] };
  });
  return { body: null, issues };
}

/** The server's errors on a cut-off row ("cut_offs.1.at") onto that row's field. */
function cutOffServerErrors(err: unknown): { name: FieldPath; errors: string[] }[] {
  if (!(err instanceof ApiError) || !err.errors) return [];
  return err.errors.flatMap(({ field, message }) => {
    const match = /^cut_offs\.(\d+)\.(code|at)$/.exec(field);
    return match ? [{ name: ["cut_offs", Number(match[1]), match[2]], errors: [message] }] : [];
  });
}

// an order without a port of loading (never confirmed so): the server reads its times in the home market's zone
const DEFAULT_PORT_ZONE = "Asia/Shanghai";

interface Props {
  order: OpsOrderDetail | null;
  onClose: () => void;
}

/** confirm_booking (1 → 2): the carrier's booking, and optionally its confirmation document. */
export function ConfirmBookingModal({ order, onClose }: Props) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={order !== null}
      title={t("ops.confirm_booking.title", { orderNo: order?.order_no ?? "" })}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 720}
      destroyOnHidden
    >
      {order && <ConfirmBookingForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function ConfirmBookingForm({ order, onClose }: { order: OpsOrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ConfirmValues>();
  const confirm = useConfirmBooking();
  const upload = useUploadDocument();
  const label = (name: Field | "document") => t(`ops.confirm_booking.fields.${name}`);
  // what is booked beyond dry cargo, for the carrier's booking (approved first when it has to be)
  const special = specialCargoRows(order);

  const onFinish = (values: ConfirmValues) => {
    const { body, issues } = issuesOf(t, values);
    if (!body) {
      form.setFields(issues as Parameters<typeof form.setFields>[0]);
      // a list-wide problem (no cut-off at all) has no field of its own to show under
      const listWide = issues.find((issue) => issue.name.length === 1 && issue.name[0] === "cut_offs");
      if (listWide) message.error(listWide.errors[0]);
      const first = issues[0];
      if (first) form.scrollToField(first.name);
      return;
    }
    confirm.mutate(
      { id: order.id, body },
      {
        onSuccess: async () => {
          const file = fileOf(values.document);
          if (file) {
            try {
              await upload.mutateAsync({ id: order.id, upload: { document_type: DOCUMENT_TYPE.BOOKING_CONFIRMATION, file } });
            } catch (err) {
              // the booking stands: only the document is to be sent again, from "upload document"
              message.warning(t("ops.confirm_booking.documentFailed", { msg: err instanceof Error ? err.message : "" }));
              onClose();
              return;
            }
          }
          message.success(t("ops.confirm_booking.done"));
          onClose();
        },
        onError: (err) => {
          if (showActionError(err, { t, message, form, fields: FIELDS })) return onClose();
          form.setFields(cutOffServerErrors(err) as Parameters<typeof form.setFields>[0]);
        },
      },
    );
  };

  const text = (name: (typeof TEXTS)[number]) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label(name)} rules={[requiredRule(t)]}>
        <CommonTextInput maxLength={maxLengthOf(shape[name])} />
      </Form.Item>
    </Col>
  );
  const date = (name: (typeof DATES)[number]) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item name={name} label={label(name)} rules={[requiredRule(t)]}>
        <DatePicker format={FORM_DATE_FORMAT} style={{ width: "100%" }} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<ConfirmValues>
      form={form}
      layout="vertical"
      initialValues={{
        so_no: order.so_no || undefined,
        carrier_id: order.carrier_id,
        vessel: order.vessel || undefined,
        voyage: order.voyage || undefined,
        etd: order.etd ? dayjs(order.etd) : null,
        eta: order.eta ? dayjs(order.eta) : null,
        cut_offs: initialCutOffRows(order.cut_offs, order.container_mode),
      }}
      onFinish={onFinish}
      onFinishFailed={() => message.error(t("validation.check_form"))}
      // confirming mails the customer: only the button sends it, never Enter in a field or picker
      onKeyDown={keepEnterFromSubmitting}
      scrollToFirstError
    >
      {special.length > 0 && (
        <Alert
          type={order.special_cargo_status === "accepted" ? "success" : "info"}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="confirm-special-cargo"
          title={t(order.special_cargo_status === "accepted" ? "opsCargo.approval.accepted" : "opsCargo.summary.title")}
          description={<SpecialCargoSummary rows={special} />}
        />
      )}
      <Row gutter={16}>
        {text("so_no")}
        <Col xs={24} md={12}>
          <Form.Item name="carrier_id" label={label("carrier_id")} rules={[requiredRule(t)]}>
            <ReferenceSelect kind="carrier" />
          </Form.Item>
        </Col>
        {text("vessel")}
        {text("voyage")}
        {date("etd")}
        {date("eta")}
        <Col xs={24}>
          <CutOffsEditor timeZone={order.pol_time_zone ?? DEFAULT_PORT_ZONE} containerMode={order.container_mode} />
        </Col>
        <Col xs={24}>
          <Form.Item
            name="document"
            label={label("document")}
            valuePropName="fileList"
            getValueFromEvent={lastFile}
            rules={[documentFileRule(t, false)]}
            extra={t("ops.document.hint")}
          >
            <Upload beforeUpload={() => false} maxCount={1} accept={DOCUMENT_ACCEPT}>
              <Button icon={<UploadOutlined />}>{t("ops.document.choose")}</Button>
            </Upload>
          </Form.Item>
        </Col>
      </Row>
      <Row justify="end" gutter={8}>
        <Col>
          <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
        </Col>
        <Col>
          <Button type="primary" htmlType="submit" loading={confirm.isPending || upload.isPending}>
            {t("ops.confirm_booking.submit")}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
