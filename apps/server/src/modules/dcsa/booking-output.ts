import { type BookingEnding, dcsaBookingState, isReeferType, type OrderStatus, PARTY_TYPE } from "@haiyun/shared";
import type { BookingChildren, BookingOrder, ContainerTypeCode } from "./booking-codes.repository";
import { FORM_FIELD_PROPERTY } from "./booking-paths";

// An order as DCSA's Booking (Booking 2.0.4), the way back of booking-input.ts: the reference ids
// become their codes again, the spaces the requested (and, once confirmed, confirmed) equipments
// with their goods rows as commodities, the parties the document parties; the status fields come
// from the one table (packages/shared dcsa/booking-status.ts). Absent optional properties are left
// out (the standard allows no nulls). Pure: booking-resource.ts reads what it needs.

export interface CodeNames {
  port: Map<number, string>;
  carrier: Map<number, string>;
  unit: Map<number, string>;
  incoterm: Map<number, string>;
  freight_term: Map<number, string>;
  country: Map<number, string>;
  containers: readonly ContainerTypeCode[];
}

/** The DCSA property a feedback on a booking-form field names (the form's own name when none fits). */
const FEEDBACK_PROPERTY: Record<string, string> = {
  ...FORM_FIELD_PROPERTY,
  // what the Booking answered carries: its freight term, the goods as commodities
  freight_term_id: "freightPaymentTermCode",
  containers: "commodities",
};
const FEEDBACK_SEVERITY: Record<string, string> = { info: "INFO", warning: "WARN", error: "ERROR" };
const feedbackProperty = (field: string) => FEEDBACK_PROPERTY[field.split(/[.[]/)[0] ?? ""] ?? field;

const SERVICE_TYPES: Record<number, [string, string]> = { 1: ["CY", "CY"], 2: ["CY", "SD"], 3: ["SD", "CY"], 4: ["SD", "SD"] };
const PACKING_GROUP: Record<string, number> = { I: 1, II: 2, III: 3 };
const present = <T>(key: string, value: T | null | undefined | "") =>
  value === null || value === undefined || value === "" ? {} : { [key]: value };

type Contact = BookingChildren["contacts"][number];
type Space = BookingChildren["spaces"][number];

function partyOf(contact: Contact, names: CodeNames) {
  const countryCode = contact.country_id === null ? undefined : names.country.get(contact.country_id);
  return {
    partyName: contact.company1.slice(0, 70),
    ...(contact.address1 && contact.city && countryCode
      ? {
          address: {
            street: contact.address1.slice(0, 70),
            city: contact.city.slice(0, 35),
            ...present("postCode", contact.zip_code.slice(0, 10)),
            ...present("stateRegion", contact.province.slice(0, 65)),
            countryCode,
          },
        }
      : {}),
    ...(contact.linkman && (contact.phone || contact.email)
      ? {
          partyContactDetails: [
            {
              name: contact.linkman.slice(0, 35),
              ...present("phone", contact.phone.slice(0, 30)),
              ...present("email", contact.email.slice(0, 100)),
            },
          ],
        }
      : {}),
  };
}

function documentPartiesOf(children: BookingChildren, names: CodeNames) {
  const parties: Record<string, unknown> = {};
  const other: unknown[] = [];
  for (const contact of children.contacts) {
    if (contact.type === PARTY_TYPE.SHIPPER) parties.shipper = partyOf(contact, names);
    else if (contact.type === PARTY_TYPE.CONSIGNEE) parties.consignee = partyOf(contact, names);
    else other.push({ party: partyOf(contact, names), partyFunction: contact.type === PARTY_TYPE.NOTIFY_1 ? "N1" : "N2" });
  }
  return other.length > 0 ? { ...parties, other } : parties;
}

/** `weight`: the gross weight of the goods row carrying it (the portal keeps none per dangerous good). */
function dangerousGoodsOf(dg: Space["dangerous_goods"][number], weight: number | null) {
  return {
    ...(dg.un_number ? { UNNumber: dg.un_number } : {}),
    properShippingName: dg.proper_shipping_name || "UNKNOWN",
    imoClass: dg.imo_class || "9",
    ...(dg.packing_group ? { packingGroup: PACKING_GROUP[dg.packing_group] } : {}),
    isMarinePollutant: dg.is_marine_pollutant,
    isLimitedQuantity: dg.is_limited_quantity,
    isExceptedQuantity: false,
    isSalvagePackings: false,
    isEmptyUncleanedResidue: false,
    isWaste: false,
    isHot: false,
    isCompetentAuthorityApprovalRequired: false,
    isReportableQuantity: false,
    ...present("EMSNumber", dg.ems_number),
    ...(dg.flash_point !== null ? { limits: { temperatureUnit: "CEL", flashPoint: dg.flash_point } } : {}),
    ...(dg.inner_packaging
      ? {
          innerPackagings: [
            { quantity: dg.inner_packaging.quantity, description: dg.inner_packaging.description, material: "UNKNOWN" },
          ],
        }
      : {}),
    ...(dg.net_explosive_content !== null ? { netExplosiveContent: { value: dg.net_explosive_content, unit: "KGM" } } : {}),
    emergencyContactDetails: {
      contact: dg.emergency_contact?.name || "UNKNOWN",
      phone: dg.emergency_contact?.phone || "UNKNOWN",
    },
    ...(weight !== null && weight > 0 ? { grossWeight: { value: weight, unit: "KGM" } } : {}),
  };
}

function reeferOf(space: Space) {
  const reefer = space.reefer;
  if (!reefer || reefer.is_non_operating || reefer.temperature === null) return {};
  return {
    activeReeferSettings: {
      temperatureSetpoint: reefer.temperature,
      temperatureUnit: reefer.temperature_unit ?? "CEL",
      ...(reefer.o2 !== null ? { o2Setpoint: reefer.o2 } : {}),
      ...(reefer.co2 !== null ? { co2Setpoint: reefer.co2 } : {}),
      ...(reefer.humidity !== null ? { humiditySetpoint: reefer.humidity } : {}),
      ...(reefer.air_exchange !== null ? { airExchangeSetpoint: reefer.air_exchange } : {}),
      ...(reefer.air_exchange_unit
        ? { airExchangeUnit: reefer.air_exchange_unit === "FTQ" ? "FQH" : reefer.air_exchange_unit }
        : {}),
      isVentilationOpen: reefer.is_ventilation_open,
      isPreCoolingRequired: reefer.is_pre_cooling,
      isGeneratorSetRequired: reefer.is_generator_set,
    },
  };
}

function equipmentsOf(children: BookingChildren, names: CodeNames) {
  const typeOf = new Map(names.containers.map((type) => [type.id, type]));
  return children.spaces.map((space) => {
    const iso = typeOf.get(space.container_id)?.iso_code || "22G1";
    const rows = children.containers.filter((container) => container.container_id === space.container_id);
    const goodsRows = rows.length > 0 ? rows : space.dangerous_goods.length > 0 ? [null] : [];
    const commodities = goodsRows.map((container, index) => {
      if (!container) {
        return {
          commodityType: "DANGEROUS GOODS",
          outerPackaging: { dangerousGoods: space.dangerous_goods.map((dg) => dangerousGoodsOf(dg, null)) },
        };
      }
      const unit = container.package_uid === null ? undefined : names.unit.get(container.package_uid);
      const goods = index === 0 ? space.dangerous_goods : [];
      const packaging = {
        ...(unit ? { packageCode: unit } : {}),
        ...(container.package !== null ? { numberOfPackages: container.package } : {}),
        ...(goods.length > 0
          ? {
              dangerousGoods: goods.map((dg) =>
                dangerousGoodsOf(dg, container.weight === null ? null : Number(container.weight) / goods.length),
              ),
            }
          : {}),
      };
      return {
        commodityType: container.description || "FREIGHT ALL KINDS",
        ...(container.hs_code ? { HSCodes: [container.hs_code] } : {}),
        ...(container.weight !== null ? { cargoGrossWeight: { value: Number(container.weight), unit: "KGM" } } : {}),
        ...(container.volume !== null ? { cargoGrossVolume: { value: Number(container.volume), unit: "MTQ" } } : {}),
        ...(Object.keys(packaging).length > 0 ? { outerPackaging: packaging } : {}),
      };
    });
    return {
      ISOEquipmentCode: iso,
      units: space.count,
      isShipperOwned: false,
      ...(isReeferType(iso) ? { isNonOperatingReefer: space.reefer?.is_non_operating === true } : {}),
      ...reeferOf(space),
      ...(commodities.length > 0 ? { commodities } : {}),
    };
  });
}

function locationsOf(order: BookingOrder, names: CodeNames) {
  const places: [string, number | null][] = [
    ["PRE", order.from_id],
    ["POL", order.pol_id],
    ["POD", order.pod_id],
    ["PDE", order.to_id],
  ];
  return places.flatMap(([locationTypeCode, id]) => {
    const code = id === null ? undefined : names.port.get(id);
    return code ? [{ location: { UNLocationCode: code }, locationTypeCode }] : [];
  });
}

/** The order's Booking; null for what DCSA never sees (a draft). */
export function dcsaBookingFrom(order: BookingOrder, children: BookingChildren, names: CodeNames, ending: BookingEnding | null) {
  const state = dcsaBookingState({
    status: order.status as OrderStatus,
    update_status: order.update_status,
    amendment_status: order.amendment_status,
    cancellation_status: order.cancellation_status,
    ending,
  });
  if (!state) return null;
  const confirmed = order.vessel !== "" && order.so_no !== "";
  const [origin, destination] = SERVICE_TYPES[order.ship_mode ?? 1] ?? ["CY", "CY"];
  const carrier = order.carrier_id === null ? undefined : names.carrier.get(order.carrier_id);
  const freight = order.freight_term_id === null ? undefined : names.freight_term.get(order.freight_term_id);
  const incoterm = order.inco_term_id === null ? undefined : names.incoterm.get(order.inco_term_id);
  const equipments = equipmentsOf(children, names);
  return {
    carrierBookingRequestReference: order.dcsa_reference,
    ...(confirmed ? { carrierBookingReference: order.so_no.slice(0, 35) } : {}),
    ...state,
    receiptTypeAtOrigin: origin,
    deliveryTypeAtDestination: destination,
    cargoMovementTypeAtOrigin: "FCL",
    cargoMovementTypeAtDestination: "FCL",
    ...(freight === "PP" ? { freightPaymentTermCode: "PRE" } : freight === "CC" ? { freightPaymentTermCode: "COL" } : {}),
    ...(confirmed ? { vessel: { name: order.vessel.slice(0, 50) }, carrierExportVoyageNumber: order.voyage.slice(0, 50) } : {}),
    ...(carrier ? { carrierCode: carrier, carrierCodeListProvider: "NMFTA" } : {}),
    ...(confirmed && order.etd ? { expectedDepartureDate: order.etd } : {}),
    ...(incoterm ? { incoTerms: incoterm } : {}),
    // the portal books no substitute equipment without asking (an amendment)
    isEquipmentSubstitutionAllowed: false,
    ...(order.cust_ref_no ? { references: [{ type: "CR", value: order.cust_ref_no.slice(0, 100) }] } : {}),
    documentParties: documentPartiesOf(children, names),
    shipmentLocations: locationsOf(order, names),
    requestedEquipments: equipments,
    ...(confirmed ? { confirmedEquipments: equipments.map(({ ISOEquipmentCode, units }) => ({ ISOEquipmentCode, units })) } : {}),
    ...(confirmed && order.cut_offs.length > 0
      ? { shipmentCutOffTimes: order.cut_offs.map((cutOff) => ({ cutOffDateTimeCode: cutOff.code, cutOffDateTime: cutOff.at })) }
      : {}),
    ...(state.bookingStatus === "PENDING_UPDATE" && order.feedbacks?.length
      ? {
          feedbacks: order.feedbacks.map((feedback) => ({
            severity: FEEDBACK_SEVERITY[feedback.severity] ?? "ERROR",
            code: feedback.severity === "info" ? "INFORMATIONAL_MESSAGE" : "PROPERTY_VALUE_MUST_CHANGE",
            message: feedback.message.slice(0, 5000),
            ...(feedback.field ? { property: feedbackProperty(feedback.field).slice(0, 100) } : {}),
          })),
        }
      : {}),
  };
}
