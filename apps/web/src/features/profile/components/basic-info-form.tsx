import { phoneSchema } from "@haiyun/shared/schemas/common";
import { App, Button, Col, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { ImageUpload } from "../../../components/image-upload";
import { ReferenceSelect } from "../../../components/reference-select";
import { applyServerErrors } from "../../../lib/form-errors";
import { zodRule } from "../../../lib/form-rules";
import type { UserInfo } from "../../auth";
import { type ProfileInput, profileOf, useSaveProfile } from "../api/save-profile";
import { PASSWORD_FIELDS, ProfilePasswordFields } from "./profile-password-fields";

type BasicValues = Omit<ProfileInput, "industries" | "businesses" | "routes" | "ports"> & { confirm?: string };

const half = { xs: 24, md: 12 };

/** spec §5 "Profile": phone (digits and plus), linkman, company1, address1, city and country required. */
export function BasicInfoForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BasicValues>();
  const save = useSaveProfile();
  const required = { required: true, whitespace: true, message: t("validation.required") };

  const onFinish = ({ confirm: _confirm, password, current_password, ...values }: BasicValues) => {
    // spec §7: the password is omitted when blank, and the current one travels only with a new one
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
          <Form.Item label={t("profile.fields.username")}>
            <Input value={user.username} disabled />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="linkman" label={t("profile.fields.linkman")} rules={[required, { max: 100 }]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label={t("profile.fields.phone")} rules={[zodRule(phoneSchema, t)]} required>
            <Input maxLength={30} inputMode="tel" />
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
          <Form.Item name="company1" label={t("profile.fields.company1")} rules={[required]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="company2" label={t("profile.fields.company2")}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="address1" label={t("profile.fields.address1")} rules={[required]}>
            <Input maxLength={300} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="address2" label={t("profile.fields.address2")}>
            <Input maxLength={300} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="city" label={t("profile.fields.city")} rules={[required]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="province" label={t("profile.fields.province")}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="zip_code" label={t("profile.fields.zip_code")}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="credit_no" label={t("profile.fields.credit_no")}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="profile" label={t("profile.fields.profile")}>
            <Input.TextArea rows={4} maxLength={5000} showCount />
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
