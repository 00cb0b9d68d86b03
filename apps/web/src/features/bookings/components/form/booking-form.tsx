import type { BookingAction } from "@haiyun/shared/schemas/order";
import { Alert, App, Card, Col, Flex, Form, Row } from "antd";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { FormToolbar, useLeaveGuard } from "../../../orders";
import { QuotePanel } from "../quote-panel";
import { BookingCarrierCheck } from "./booking-carrier-check";
import type { BookingKind, BookingMode, BookingSaver, BookingValues, ListName } from "./booking-values";
import { BasicSection, RouteSection } from "./general-section";
import { PartiesSection } from "./parties-section";
import { CargoTable, ContainersTable } from "./rows-table";
import { SpacesList } from "./spaces-list";
import { useBookingSubmit } from "./use-booking-submit";
import { useFreightTermDefault } from "./use-freight-default";

export interface BookingFormProps {
  kind: BookingKind;
  mode: BookingMode;
  /** the order edited or copied */
  orderId?: number;
  initialValues: BookingValues;
  /** why this order cannot be edited (it is no longer a draft), when known before a save */
  notEditable?: string | null;
  saver: BookingSaver;
}

/** The FCL and LCL booking forms: sections in cards, two columns on a desktop, one on a phone. */
export function BookingForm({ kind, mode, orderId, initialValues, notEditable, saver }: BookingFormProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<BookingValues>();

  const dirty = useRef(false);
  const isDirty = useCallback(() => dirty.current, []);
  const markClean = useCallback(() => {
    dirty.current = false;
  }, []);
  useLeaveGuard(isDirty);
  const submit = useBookingSubmit({ form, kind, mode, orderId, markClean, saver });

  // the freight term follows the incoterm until the user chooses one (config freight_collect)
  const freightDefault = useFreightTermDefault();
  const freightChosen = useRef(initialValues.freight_term_id != null);
  const onValuesChange = (changed: BookingValues) => {
    dirty.current = true;
    if ("freight_term_id" in changed) freightChosen.current = changed.freight_term_id != null;
    if ("inco_term_id" in changed && !freightChosen.current) {
      form.setFieldValue("freight_term_id", freightDefault(changed.inco_term_id));
      form.validateFields(["freight_term_id"]).catch(() => undefined);
    }
  };
  const listChanged = (name: ListName) => () => form.setFields([{ name: [name], errors: [] }]);

  // Save, submit and cancel each ask first; a change of a submitted booking asks in its own words
  const change = saver.change;
  const confirm = (what: BookingAction | "cancel", onOk: () => unknown) =>
    modal.confirm({
      title: t(what === "submit" && change ? change.confirmTitle : `bookingForm.confirm.${what}Title`),
      content: t(what === "submit" && change ? change.confirmContent : `bookingForm.confirm.${what}Content`),
      okText: t("bookingForm.confirm.ok"),
      cancelText: t("bookingForm.confirm.back"),
      onOk,
    });
  // the form is judged before the question, so a form that cannot go is said so at once
  const act = async (action: BookingAction) => {
    const ready = await submit.check(action);
    // the change's own needs are judged too, so every missing thing shows under its field at once
    const changeReady = change ? change.ready() : true;
    if (ready && changeReady) confirm(action, () => submit.send(ready));
  };
  const cancel = () =>
    confirm("cancel", () => {
      markClean();
      navigate("/bookings");
    });

  const conflict = submit.conflict ?? notEditable;
  const fcl = kind === "fcl";
  return (
    <Form<BookingValues> form={form} layout="vertical" initialValues={initialValues} onValuesChange={onValuesChange} requiredMark>
      {conflict && orderId && (
        <Alert
          type="error"
          showIcon
          title={conflict}
          action={<Link to={`/bookings/${orderId}`}>{t("bookingForm.actions.viewOrder")}</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      {fcl && <QuotePanel />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <BasicSection />
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={16} style={{ height: "100%" }}>
            <RouteSection style={fcl ? undefined : { flex: 1 }} />
            {fcl && (
              <Card title={t("bookingForm.sections.spaces")} style={{ flex: 1 }}>
                <SpacesList onListChange={listChanged("spaces")} />
              </Card>
            )}
          </Flex>
        </Col>
        <Col span={24}>
          <PartiesSection />
        </Col>
        <Col span={24}>
          <Card title={t(fcl ? "bookingForm.sections.containers" : "bookingForm.sections.cargos")}>
            {fcl ? (
              <ContainersTable onListChange={listChanged("containers")} />
            ) : (
              <CargoTable onListChange={listChanged("cargos")} />
            )}
          </Card>
        </Col>
      </Row>
      <BookingCarrierCheck kind={kind} />
      <FormToolbar
        list={fcl ? "containers" : "cargos"}
        busy={submit.isSending}
        canSave={!conflict}
        onCancel={cancel}
        onSave={change ? undefined : () => void act("save")}
        onSubmit={() => void act("submit")}
        labels={change ? { submit: t(change.submit) } : undefined}
      />
    </Form>
  );
}
