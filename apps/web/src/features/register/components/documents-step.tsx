import { Col, Form, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { validationMessage } from "../../../lib/form-rules";
import { AgreementCheckbox } from "./agreement-checkbox";
import { ImagePicker } from "./image-picker";

export const DOCUMENT_FIELDS = ["logo", "license", "agree"];

/** Registration, last step: logo and license images (optional), then the terms to accept. */
export function DocumentsStep() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t("register.documentsHint")}</Typography.Paragraph>
      <Row gutter={16}>
        {(["logo", "license"] as const).map((field) => (
          <Col key={field} xs={12} md={8}>
            <Form.Item name={field} label={t(`profile.fields.${field}`)}>
              <ImagePicker label={t(`profile.fields.${field}`)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            // Terms and privacy must be accepted
            validator: async (_rule, value) => {
              if (value !== true) throw new Error(validationMessage(t, "v.agree"));
            },
          },
        ]}
      >
        <AgreementCheckbox />
      </Form.Item>
    </>
  );
}
