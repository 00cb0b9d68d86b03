import { ArrowLeftOutlined } from "@ant-design/icons";
import { ORDER_STATUS, type OrderStatus } from "@haiyun/shared/constants/order-status";
import { canTransition } from "@haiyun/shared/constants/order-transitions";
import { Alert, Flex, Spin, Typography } from "antd";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useParams, useSearchParams } from "react-router";
import { StoredNamesProvider } from "../../../components/stored-names";
import { serverMessage } from "../../../lib/form-errors";
import { useAmendmentState } from "../../orders";
import { type BookingChangeMode, useBookingChangeSaver } from "../api/booking-change-saver";
import { useBookingQuote } from "../api/booking-quote";
import { useOrder } from "../api/get-order";
import { useOrderForm } from "../api/get-order-form";
import { useSaveBooking } from "../api/save-booking";
import { BookingChangeNotes } from "../components/form/booking-change-notes";
import { BookingForm } from "../components/form/booking-form";
import { type BookingKind, type BookingMode, emptyValues, fromOrderForm, fromQuote } from "../components/form/booking-values";
import { orderNamesOf } from "../components/form/order-names";

// The routes /bookings/{create|edit|copy}-{fcl|lcl}[/{id}] all open this page
const FORM_PATH = /\/bookings\/(create|edit|copy)-(fcl|lcl)(?:\/|$)/;

function formRoute(pathname: string): { mode: BookingMode; kind: BookingKind } | null {
  const match = FORM_PATH.exec(pathname);
  return match ? { mode: match[1] as BookingMode, kind: match[2] as BookingKind } : null;
}

/** Only a draft (status 0) is edited. */

/**
 * How the edit page changes a submitted order (null: it does not): the owner's update while it awaits
 * booking, or an amendment request once confirmed, as the transition table allows.
 */
function changeModeOf(
  order: { status: number; amendment_status: "requested" | "accepted" | "declined" | null } | undefined,
  amend: boolean,
): BookingChangeMode | null {
  if (!order || order.status === ORDER_STATUS.DRAFT) return null;
  const status = order.status as OrderStatus;
  if (canTransition("update_booking", "owner", status)) return "update";
  if (amend && canTransition("request_amendment", "owner", status, { amendment: order.amendment_status })) return "amend";
  return null;
}

/** Create, edit (a draft) and copy (any order, into a new draft) an FCL or LCL booking. */
export default function BookingFormPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const params = useParams();
  const route = formRoute(pathname);
  const id = params.id === undefined ? 0 : Number(params.id);
  const loads = route !== null && route.mode !== "create";
  const orderForm = useOrderForm(loads && Number.isSafeInteger(id) ? id : 0);
  // the order's status says before any typing whether a draft can still be edited
  const order = useOrder(route?.mode === "edit" && Number.isSafeInteger(id) ? id : 0);
  // kept by the page: a saved draft's form is replaced by its edit page's, the attempt's key is not lost
  const saver = useSaveBooking();
  // /bookings/create-fcl?quote={id} (the Book button of a quote) starts from that quote
  const [search] = useSearchParams();
  const quoteParam = Number(search.get("quote") ?? 0);
  const fromQuoteId =
    route?.mode === "create" && route.kind === "fcl" && Number.isSafeInteger(quoteParam) && quoteParam > 0 ? quoteParam : 0;
  const quote = useBookingQuote(fromQuoteId);
  // a submitted booking changes too: updated while it awaits booking, amended once confirmed (?amend=1)
  const change = changeModeOf(order.data, search.get("amend") === "1");
  const changeState = useAmendmentState(change === "update" ? id : 0);
  const [reason, setReason] = useState("");
  const reasonRef = useRef(reason);
  reasonRef.current = reason;
  // a missing reason shows under its field when the form is sent, before any question
  const [reasonMissing, setReasonMissing] = useState(false);
  const isReasonReady = () => {
    const missing = change === "amend" && reasonRef.current.trim() === "";
    setReasonMissing(missing);
    if (missing) document.querySelector("[data-testid='amendment-reason']")?.scrollIntoView({ block: "center" });
    return !missing;
  };
  const onReason = (value: string) => {
    setReason(value);
    if (value.trim()) setReasonMissing(false);
  };
  const changeSaver = useBookingChangeSaver(change, order.data, () => reasonRef.current, isReasonReady);
  // an entry of the draft disabled since shows by the name the order gives it
  const storedNames = useMemo(() => (order.data ? orderNamesOf(order.data) : {}), [order.data]);

  if (!route || (loads && !(Number.isSafeInteger(id) && id > 0))) return <Navigate to="/404" replace />;
  const { mode, kind } = route;

  let body: ReactNode;
  if (loads && orderForm.isError) {
    const msg = serverMessage(orderForm.error) ?? orderForm.error.message;
    body = (
      <Alert
        type="error"
        showIcon
        title={t(mode === "copy" ? "bookingForm.errors.copy" : "bookingForm.errors.load", { msg })}
        action={<Link to="/bookings">{t("bookingForm.backToList")}</Link>}
      />
    );
  } else if ((loads && !orderForm.data) || (fromQuoteId > 0 && quote.isPending)) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t("common.loading")} />
      </Flex>
    );
  } else {
    const initialValues = orderForm.data
      ? fromOrderForm(orderForm.data, kind, { isCopy: mode === "copy" })
      : quote.data
        ? fromQuote(quote.data)
        : emptyValues(kind);
    const notice = orderForm.data?.quote_dropped
      ? t("bookingForm.quote.dropped")
      : quote.isError
        ? t("bookingForm.quote.loadFailed", { msg: serverMessage(quote.error) ?? quote.error.message })
        : null;
    const notEditable =
      mode === "edit" && order.data && order.data.status !== ORDER_STATUS.DRAFT && !change
        ? t(search.get("amend") === "1" ? "amendments.form.notAmendable" : "bookingForm.errors.notEditable")
        : null;
    body = (
      <>
        {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} />}
        {change && (
          <BookingChangeNotes
            mode={change}
            feedbacks={changeState.data?.feedbacks ?? []}
            reason={reason}
            onReason={onReason}
            reasonMissing={reasonMissing}
          />
        )}
        <div className={change ? "booking-change-form" : undefined}>
          <StoredNamesProvider value={storedNames}>
            <BookingForm
              // a new form for another order or mode: what was typed for one never shows under another
              key={`${mode}-${kind}-${id}-${quote.data?.id ?? 0}`}
              kind={kind}
              mode={mode}
              orderId={id || undefined}
              initialValues={initialValues}
              notEditable={notEditable}
              saver={changeSaver ?? saver}
            />
          </StoredNamesProvider>
        </div>
      </>
    );
  }

  return (
    <>
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Link to="/bookings">
          <ArrowLeftOutlined /> {t("bookingForm.backToList")}
        </Link>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {change === "amend" ? t("amendments.form.amendTitle") : t(`bookingForm.titles.${mode}.${kind}`)}
        </Typography.Title>
        <Typography.Text type="secondary">{t("bookingForm.patternHint")}</Typography.Text>
      </Flex>
      {body}
    </>
  );
}
