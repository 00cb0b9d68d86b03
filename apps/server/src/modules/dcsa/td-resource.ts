import { DOCUMENT_TYPE, PARTY_TYPE, transportDocumentStatusOf } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { type EblData, eblDataOf, hasDocumentOfType, type OrderRow } from "./ebl-data.repository";
import { compact, type Feedback, field, linesOf } from "./ebl-text";
import { consignmentItemsOf, contactsOf, documentPartiesOf, sealsOf } from "./si-resource";

// An order's bill of lading as eBL 3.0.3's TransportDocument, from the moment operations publish
// the draft (publish_bill): the instruction in force, the vessel, voyage and dates operations
// confirmed, the carrier. Its status comes from the one table (packages/shared dcsa/ebl-status.ts).

type Json = Record<string, unknown>;

const TERMS =
  "Carried under the issuing carrier's bill of lading terms and conditions in force on the date of issue, which the merchant accepts.";

/**
 * The consignee's identifying codes, which the standard requires on a transport document: its
 * customs code (e_code) when the portal has one, and always the portal's own party id ("ZZZ",
 * mutually defined).
 */
function consigneeCodes(data: EblData): Json[] {
  const consignee = data.contacts.find((c) => c.contact.type === PARTY_TYPE.CONSIGNEE)?.contact;
  if (!consignee) return [];
  const eCode = field(consignee.e_code, 150);
  return [
    ...(eCode ? [{ codeListProvider: "ZZZ", codeListName: "E_CODE", partyCode: eCode }] : []),
    { codeListProvider: "ZZZ", codeListName: "HAIYUN_PARTY", partyCode: String(consignee.id) },
  ];
}

/** The order's transport document, or null before operations published a draft bill. */
export async function transportDocumentFor(db: Db, order: OrderRow): Promise<Json | null> {
  const published = await hasDocumentOfType(db, order.id, DOCUMENT_TYPE.BILL_DRAFT);
  const status = transportDocumentStatusOf(order.status, published);
  if (!status) return null;
  const data = await eblDataOf(db, order);
  const equipment = data.containers.filter(({ row }) => row.container_no);
  if (equipment.length === 0 || !data.place?.pol || !data.place.pod) return null;
  const feedbacks: Feedback[] = [];
  const parties = documentPartiesOf(data);
  const country = data.place.pol.slice(0, 2);
  const marks = linesOf(order.marks_no, 50);
  const payable = data.freightTerm === "CC" ? data.place.pod : data.place.pol;
  return compact({
    transportDocumentReference: order.dcsa_reference,
    shippingInstructionsReference: order.dcsa_reference,
    transportDocumentStatus: status,
    transportDocumentTypeCode: "BOL",
    isShippedOnBoardType: true,
    freightPaymentTermCode: data.freightTerm === "CC" ? "COL" : "PRE",
    isElectronic: false,
    isToOrder: false,
    termsAndConditions: TERMS,
    receiptTypeAtOrigin: "CY",
    deliveryTypeAtDestination: "CY",
    cargoMovementTypeAtOrigin: "FCL",
    cargoMovementTypeAtDestination: "FCL",
    carrierCode: field(data.carrierCode, 4) ?? "ZZZZ",
    carrierCodeListProvider: "NMFTA",
    transports: {
      plannedDepartureDate: order.etd ?? order.ready_date,
      plannedArrivalDate: order.eta ?? order.etd ?? order.ready_date,
      portOfLoading: compact({ UNLocationCode: data.place.pol, locationName: field(data.place.polName, 100) }),
      portOfDischarge: compact({ UNLocationCode: data.place.pod, locationName: field(data.place.podName, 100) }),
      vesselVoyages: [
        { vesselName: field(order.vessel, 50) ?? "TBN", carrierExportVoyageNumber: field(order.voyage, 50) ?? "TBN" },
      ],
    },
    invoicePayableAt: { UNLocationCode: payable },
    partyContactDetails: contactsOf(data),
    documentParties: {
      ...parties,
      ...(parties.consignee ? { consignee: { ...(parties.consignee as Json), identifyingCodes: consigneeCodes(data) } } : {}),
      // the carrier issues it; the portal keeps no carrier address: its port of loading stands in
      issuingParty: {
        partyName: field(data.carrierName, 70) ?? "CARRIER",
        address: {
          street: field(data.place.polName, 70) ?? data.place.pol,
          city: field(data.place.polName, 35) ?? data.place.pol,
          countryCode: country,
        },
      },
    },
    consignmentItems: consignmentItemsOf(order, data, feedbacks),
    utilizedTransportEquipments: equipment.map(({ row, iso }) =>
      compact({
        equipment: compact({ equipmentReference: row.container_no.slice(0, 11), ISOEquipmentCode: field(iso, 4) }),
        isShipperOwned: false,
        shippingMarks: marks.length > 0 ? marks : undefined,
        seals: sealsOf(row),
      }),
    ),
    feedbacks: feedbacks.length > 0 ? feedbacks : undefined,
  });
}
