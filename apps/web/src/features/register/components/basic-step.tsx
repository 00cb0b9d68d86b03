import { registrationSchema } from "@haiyun/shared/schemas/account";
import { Col, Divider, Form, Input, Row } from "antd";
import type { Rule } from "antd/es/form";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CommonTextInput } from "../../../components/common-text-input";
import { ReferenceSelect } from "../../../components/reference-select";
import { confirmPasswordRules, maxLengthOf, zodRule } from "../../../lib/form-rules";

export const BASIC_FIELDS = [
  "username",
  "password",
  "confirm",
  "linkman",
  "phone",
  "company1",
  "company2",
  "country_id",
  "province",
  "city",
  "zip_code",
  "address1",
  "address2",
  "credit_no",
];

const half = { xs: 24, md: 12 };

/** Registration, step 1: the account and the company's basic information. */
export function BasicStep({ passwordMin }: { passwordMin: number }) {
  const { t } = useTranslation();
  const shape = useMemo(() => registrationSchema(passwordMin).shape, [passwordMin]);
  const label = (field: string) => t(`profile.fields.${field}`);
  // The pattern message names the field, in the reader's language
  const rule = (field: keyof typeof shape): Rule[] => [zodRule(shape[field], t, { field: label(field) })];

  return (
    <Row gutter={16}>
      <Col span={24}>
        <Divider titlePlacement="start" style={{ marginTop: 0 }}>
          {t("register.sections.account")}
        </Divider>
      </Col>
      <Col span={24}>
        <Form.Item name="username" label={t("register.fields.username")} rules={rule("username")} required>
          <Input autoComplete="email" inputMode="email" maxLength={200} placeholder={t("register.usernamePlaceholder")} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="password"
          label={t("register.fields.password")}
          rules={rule("password")}
          extra={t("register.passwordHint", { min: passwordMin })}
          required
        >
          <Input.Password autoComplete="new-password" maxLength={maxLengthOf(shape.password)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="confirm"
          label={t("register.fields.confirm")}
          dependencies={["password"]}
          required
          rules={confirmPasswordRules(t)}
        >
          <Input.Password autoComplete="new-password" maxLength={maxLengthOf(shape.password)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Divider titlePlacement="start">{t("register.sections.company")}</Divider>
      </Col>
      <Col {...half}>
        <Form.Item name="linkman" label={label("linkman")} rules={rule("linkman")} required>
          <CommonTextInput maxLength={maxLengthOf(shape.linkman)} autoComplete="name" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="phone" label={label("phone")} rules={rule("phone")} required>
          <Input
            maxLength={maxLengthOf(shape.phone)}
            inputMode="tel"
            autoComplete="tel"
            placeholder={t("register.phonePlaceholder")}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="company1" label={label("company1")} rules={rule("company1")} required>
          <CommonTextInput maxLength={maxLengthOf(shape.company1)} autoComplete="organization" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="company2" label={label("company2")} rules={rule("company2")}>
          <Input maxLength={maxLengthOf(shape.company2)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="country_id" label={label("country_id")} rules={[{ required: true, message: t("validation.required") }]}>
          <ReferenceSelect kind="country" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="province" label={label("province")} rules={rule("province")}>
          <CommonTextInput maxLength={maxLengthOf(shape.province)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="city" label={label("city")} rules={rule("city")} required>
          <CommonTextInput maxLength={maxLengthOf(shape.city)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="zip_code" label={label("zip_code")} rules={rule("zip_code")}>
          <Input maxLength={maxLengthOf(shape.zip_code)} autoComplete="postal-code" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="address1" label={label("address1")} rules={rule("address1")} required>
          <CommonTextInput maxLength={maxLengthOf(shape.address1)} autoComplete="address-line1" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="address2" label={label("address2")} rules={rule("address2")}>
          <CommonTextInput maxLength={maxLengthOf(shape.address2)} autoComplete="address-line2" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="credit_no" label={label("credit_no")} rules={rule("credit_no")}>
          <Input maxLength={maxLengthOf(shape.credit_no)} />
        </Form.Item>
      </Col>
    </Row>
  );
}
