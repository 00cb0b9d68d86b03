import { LinkOutlined } from "@ant-design/icons";
import { Descriptions, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CopyButton } from "./copy-button";

/** The DCSA customer API's base paths, each under the site's own origin. */
export const DCSA_ENDPOINTS = {
  bookings: "/dcsa/bkg/v2/bookings",
  shippingInstructions: "/dcsa/ebl/v3/shipping-instructions",
  transportDocuments: "/dcsa/ebl/v3/transport-documents/{reference}",
  vgm: "/dcsa/vgm/v1/vgm-declarations",
} as const;

export const API_DOCS_PATH = "/api/docs";

/**
 * A read, and the skeleton of a new booking: the top-level fields a DCSA Booking 2.0 request must
 * have (the arrays and parties to fill in are described at /api/docs).
 */
export function curlExamples(origin: string): { get: string; post: string } {
  const bookings = `${origin}${DCSA_ENDPOINTS.bookings}`;
  return {
    get: `curl -H "Authorization: Bearer <key>" ${bookings}/<reference>`,
    post: [
      `curl -X POST ${bookings} \\`,
      `  -H "Authorization: Bearer <key>" \\`,
      `  -H "Content-Type: application/json" \\`,
      `  -d '{`,
      `    "receiptTypeAtOrigin": "CY",`,
      `    "deliveryTypeAtDestination": "CY",`,
      `    "cargoMovementTypeAtOrigin": "FCL",`,
      `    "cargoMovementTypeAtDestination": "FCL",`,
      `    "isEquipmentSubstitutionAllowed": false,`,
      `    "serviceContractReference": "<contract>",`,
      `    "expectedDepartureDate": "<YYYY-MM-DD>",`,
      `    "shipmentLocations": [ … ],`,
      `    "requestedEquipments": [ … ],`,
      `    "documentParties": { … }`,
      `  }'`,
    ].join("\n"),
  };
}

function Example({ title, code }: { title: string; code: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>{title}</Typography.Text>
        <CopyButton
          size="small"
          value={code}
          label={t("apiAccess.examples.copy")}
          aria-label={`${t("apiAccess.examples.copy")}: ${title}`}
        />
      </Flex>
      <pre
        className="api-example"
        style={{
          margin: 0,
          padding: "8px 12px",
          background: "rgba(0, 0, 0, 0.04)",
          borderRadius: 6,
          fontSize: 12,
          overflowX: "auto",
          whiteSpace: "pre",
        }}
      >
        <code>{code}</code>
      </pre>
    </Flex>
  );
}

/** Copy-paste calls against this site, the endpoints, and the link to the whole reference. */
export function ApiExamples() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const examples = curlExamples(origin);
  return (
    <section aria-labelledby="api-examples-title">
      <Typography.Title level={5} id="api-examples-title" style={{ marginTop: 0 }}>
        {t("apiAccess.examples.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("apiAccess.examples.hint")}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <Example title={t("apiAccess.examples.get")} code={examples.get} />
        <Example title={t("apiAccess.examples.post")} code={examples.post} />
        <Descriptions
          size="small"
          column={1}
          title={<Typography.Text strong>{t("apiAccess.examples.endpoints")}</Typography.Text>}
          items={Object.entries(DCSA_ENDPOINTS).map(([key, path]) => ({
            key,
            label: t(`apiAccess.examples.endpointNames.${key as keyof typeof DCSA_ENDPOINTS}`),
            children: (
              <Typography.Text code style={{ wordBreak: "break-all" }}>
                {path}
              </Typography.Text>
            ),
          }))}
        />
        <Typography.Link href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer">
          <LinkOutlined /> {t("apiAccess.examples.docs")}
        </Typography.Link>
      </Flex>
    </section>
  );
}
