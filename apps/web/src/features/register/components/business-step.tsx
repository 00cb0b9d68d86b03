import { registrationSchema } from "@haiyun/shared/schemas/account";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { ReferenceSelect } from "../../../components/reference-select";
import { maxLengthOf } from "../../../lib/form-rules";
import type { ReferenceKind } from "../../system";
import { LIST_FIELDS } from "../api/register";

const KINDS: Record<(typeof LIST_FIELDS)[number], ReferenceKind> = {
  industries: "industry",
  businesses: "business",
  routes: "route",
  ports: "port",
};

export const BUSINESS_FIELDS = [...LIST_FIELDS, "profile"];
const PROFILE_MAX_LENGTH = maxLengthOf(registrationSchema().shape.profile);

/** Registration, step 2 (app mode 2 only): business lists and the company profile. */
export function BusinessStep() {
  const { t } = useTranslation();
  return (
    <>
      {LIST_FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(`profile.fields.${field}`)}>
          <ReferenceSelect kind={KINDS[field]} multiple />
        </Form.Item>
      ))}
      <Form.Item name="profile" label={t("profile.fields.profile")}>
        <Input.TextArea rows={4} maxLength={PROFILE_MAX_LENGTH} showCount />
      </Form.Item>
    </>
  );
}
