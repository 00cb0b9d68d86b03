import { profileSchema } from "@haiyun/shared/schemas/profile";
import { App, Button, Col, Form, Input, Row } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { CommonTextInput } from "../../../components/common-text-input";
import { ImageUpload } from "../../../components/image-upload";
import { ReferenceSelect } from "../../../components/reference-select";
import { applyServerErrors, useRetranslateErrors } from "../../../lib/form-errors";
import { maxLengthOf, zodRule } from "../../../lib/form-rules";
import type { UserInfo } from "../../auth";
import { type ProfileInput, profileOf, useSaveProfile } from "../api/save-profile";
import { PASSWORD_FIELDS, ProfilePasswordFields } from "./profile-password-fields";

type BasicValues = Omit<ProfileInput, "industries" | "businesses" | "routes" | "ports"> & { confirm?: string };
// The common text pattern (the shared schema judges, the input normalises as the user types)
type PatternField = "linkman" | "company1" | "address1" | "address2" | "city" | "province";

const half = { xs: 24, md: 12 };
const shape = profileSchema.shape;

/** The profile: phone (digits and plus), linkman, company1, address1, city and country required. */
export function BasicInfoForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BasicValues>();
  const save = useSaveProfile();
  useRetranslateErrors(form);
  const label = (field: string) => t(`profile.fields.${field}`);
  // the pattern message names the field, in the reader's language
  const patternRules = (field: PatternField): Rule[] => [zodRule(shape[field], t, { field: label(field) })];

  const onFinish = ({ confirm: _confirm, password, current_password, ...values }: BasicValues) => {
    // The password is omitted when blank, and the current one travels only with a new one
    const passwordChange = password?.trim() ? { password, current_password } : {};
    save.mutate(
      { ...profileOf(user), ...values, ...passwordChange },
      {
        onSuccess: () => {
          message.success(t("profile.saved"));
          form.setFieldsValue(Object.fromEntries(PASSWORD_FIELDS.map((name) => [name, ""])));
        },
        onError: (err) => {
          const fields = applyServerErrors(form, err, [...Object.keys(profileOf(user)), ...PASSWORD_FIELDS]);
          if (fields[0]) form.scrollToField(fields[0]);
          message.error(t("profile.saveFailed", { msg: err.message }));
        },
      },
    );
  };

  return (
    <Form<BasicValues>
      form={form}
      layout="vertical"
      initialValues={{ ...profileOf(user), password: "", confirm: "", current_password: "" }}
      onFinish={onFinish}
      onFinishFailed={() => message.error(t("validation.check_form"))}
      scrollToFirstError
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label={t("profile.fields.username")} htmlFor="profile-username">
            <Input id="profile-username" value={user.username} disabled />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="linkman" label={label("linkman")} rules={patternRules("linkman")} required>
            <CommonTextInput maxLength={maxLengthOf(shape.linkman)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label={t("profile.fields.phone")} rules={[zodRule(shape.phone, t)]} required>
            <Input maxLength={maxLengthOf(shape.phone)} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="country_id"
            label={t("profile.fields.country_id")}
            rules={[{ required: true, message: t("validation.required") }]}
          >
            <ReferenceSelect kind="country" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="company1" label={label("company1")} rules={patternRules("company1")} required>
            <CommonTextInput maxLength={maxLengthOf(shape.company1)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="company2" label={t("profile.fields.company2")}>
            <Input maxLength={maxLengthOf(shape.company2)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="address1" label={label("address1")} rules={patternRules("address1")} required>
            <CommonTextInput maxLength={maxLengthOf(shape.address1)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="address2" label={label("address2")} rules={patternRules("address2")}>
            <CommonTextInput maxLength={maxLengthOf(shape.address2)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="city" label={label("city")} rules={patternRules("city")} required>
            <CommonTextInput maxLength={maxLengthOf(shape.city)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="province" label={label("province")} rules={patternRules("province")}>
            <CommonTextInput maxLength={maxLengthOf(shape.province)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="zip_code" label={t("profile.fields.zip_code")}>
            <Input maxLength={maxLengthOf(shape.zip_code)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="credit_no" label={t("profile.fields.credit_no")}>
            <Input maxLength={maxLengthOf(shape.credit_no)} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="profile" label={t("profile.fields.profile")}>
            <Input.TextArea rows={4} maxLength={maxLengthOf(shape.profile)} showCount />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="logo" label={t("profile.fields.logo")} extra={t("profile.imageHint")}>
            <ImageUpload purpose="logo" url={user.logo_thumb} label={t("profile.fields.logo")} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="license" label={t("profile.fields.license")} extra={t("profile.imageHint")}>
            <ImageUpload purpose="license" url={user.license_thumb} label={t("profile.fields.license")} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <ProfilePasswordFields />
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t("common.actions.save")}
      </Button>
    </Form>
  );
}
