import type { ImoClass } from "@haiyun/shared";
import type { DcsaDangerousGoods, DcsaEquipment } from "./booking-request";

// The special cargo and measures of a DCSA request as the portal keeps them (booking-input.ts):
// dangerous goods, reefer settings, weights in kg and volumes in m³.

const KG_PER_LB = 0.45359237;
const M3_PER_FT3 = 0.028316846592;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function kilograms(measure: { value: number; unit: string } | undefined) {
  if (!measure) return null;
  return round3(measure.unit === "LBR" ? measure.value * KG_PER_LB : measure.value);
}

export function cubicMetres(measure: { value: number; unit: string } | undefined) {
  if (!measure) return null;
  return round3(measure.unit === "FTQ" ? measure.value * M3_PER_FT3 : measure.value);
}

const PACKING_GROUP = ["I", "II", "III"] as const;

export function dangerousGoodsOf(dg: DcsaDangerousGoods) {
  const flashPoint = dg.limits?.flashPoint;
  return {
    un_number: dg.UNNumber ?? dg.NANumber ?? "",
    proper_shipping_name: dg.properShippingName,
    imo_class: dg.imoClass as ImoClass,
    packing_group: dg.packingGroup ? PACKING_GROUP[dg.packingGroup - 1] : null,
    flash_point:
      flashPoint === undefined ? null : round3(dg.limits?.temperatureUnit === "FAH" ? ((flashPoint - 32) * 5) / 9 : flashPoint),
    is_marine_pollutant: dg.isMarinePollutant,
    is_limited_quantity: dg.isLimitedQuantity,
    ems_number: dg.EMSNumber ?? "",
    inner_packaging: dg.innerPackagings?.[0]
      ? { quantity: dg.innerPackagings[0].quantity, description: dg.innerPackagings[0].description }
      : null,
    net_explosive_content: dg.netExplosiveContent
      ? round3(dg.netExplosiveContent.unit === "GRM" ? dg.netExplosiveContent.value / 1000 : dg.netExplosiveContent.value)
      : null,
    emergency_contact: { name: dg.emergencyContactDetails.contact, phone: dg.emergencyContactDetails.phone },
  };
}

export function reeferOf(equipment: DcsaEquipment) {
  const settings = equipment.activeReeferSettings;
  if (equipment.isNonOperatingReefer === true) return { is_non_operating: true };
  if (!settings) return null;
  return {
    is_non_operating: false,
    temperature: settings.temperatureSetpoint,
    temperature_unit: settings.temperatureUnit,
    ...(settings.o2Setpoint !== undefined ? { o2: settings.o2Setpoint } : {}),
    ...(settings.co2Setpoint !== undefined ? { co2: settings.co2Setpoint } : {}),
    ...(settings.humiditySetpoint !== undefined ? { humidity: settings.humiditySetpoint } : {}),
    ...(settings.airExchangeSetpoint !== undefined ? { air_exchange: settings.airExchangeSetpoint } : {}),
    ...(settings.airExchangeUnit ? { air_exchange_unit: settings.airExchangeUnit } : {}),
    is_ventilation_open: settings.isVentilationOpen ?? false,
    is_pre_cooling: settings.isPreCoolingRequired ?? false,
    is_generator_set: settings.isGeneratorSetRequired ?? false,
  };
}
