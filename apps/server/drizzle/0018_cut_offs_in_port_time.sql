-- Cut-offs as the trade uses them (docs/PRODUCT-RULES.md, "Cut-offs"): every port keeps its IANA
-- time zone, in which operations enter and everyone reads its cut-offs; an order keeps its cut-offs
-- as instants under DCSA's codes instead of three fixed columns.
ALTER TABLE "ports" ADD COLUMN "time_zone" text;
--> statement-breakpoint
-- the shipped ports whose zone is not their country's first one, by UN/LOCODE
UPDATE "ports" AS "p" SET "time_zone" = "v"."tz" FROM (VALUES
  ('RUVVO', 'Asia/Vladivostok'), ('RUVYP', 'Asia/Vladivostok'), ('RUNJK', 'Asia/Vladivostok'), ('RUKGD', 'Europe/Kaliningrad'),
  ('MYKCH', 'Asia/Kuching'), ('MYBTU', 'Asia/Kuching'), ('MYMYY', 'Asia/Kuching'), ('MYBKI', 'Asia/Kuching'),
  ('MYSDK', 'Asia/Kuching'), ('IDPNK', 'Asia/Pontianak'), ('IDBPN', 'Asia/Makassar'), ('ESLPA', 'Atlantic/Canary'),
  ('ESSCT', 'Atlantic/Canary'), ('USLAX', 'America/Los_Angeles'), ('USLGB', 'America/Los_Angeles'), ('USOAK', 'America/Los_Angeles'),
  ('USSEA', 'America/Los_Angeles'), ('USTIW', 'America/Los_Angeles'), ('USPDX', 'America/Los_Angeles'), ('USSAN', 'America/Los_Angeles'),
  ('USANC', 'America/Anchorage'), ('USHNL', 'Pacific/Honolulu'), ('USMOB', 'America/Chicago'), ('USMSY', 'America/Chicago'),
  ('USHOU', 'America/Chicago'), ('USGLS', 'America/Chicago'), ('CAVAN', 'America/Vancouver'), ('CAPRR', 'America/Vancouver'),
  ('CAHAL', 'America/Halifax'), ('CASJB', 'America/Moncton'), ('MXESE', 'America/Tijuana'), ('MXMZT', 'America/Mazatlan'),
  ('MXATM', 'America/Monterrey'), ('BRSSA', 'America/Bahia'), ('BRSUA', 'America/Recife'), ('BRPEC', 'America/Fortaleza'),
  ('BRMAO', 'America/Manaus'), ('ARROS', 'America/Argentina/Cordoba'), ('AUMEL', 'Australia/Melbourne'), ('AUBNE', 'Australia/Brisbane'),
  ('AUGLT', 'Australia/Brisbane'), ('AUTSV', 'Australia/Brisbane'), ('AUFRE', 'Australia/Perth'), ('AUADL', 'Australia/Adelaide'),
  ('AUDRW', 'Australia/Darwin'), ('AUHBA', 'Australia/Hobart')
) AS "v"("code", "tz") WHERE "p"."code" = "v"."code";
--> statement-breakpoint
-- every other port by its country (the code's first two letters)
UPDATE "ports" AS "p" SET "time_zone" = "v"."tz" FROM (VALUES
  ('CN', 'Asia/Shanghai'), ('HK', 'Asia/Hong_Kong'), ('MO', 'Asia/Macau'), ('TW', 'Asia/Taipei'),
  ('JP', 'Asia/Tokyo'), ('KR', 'Asia/Seoul'), ('VN', 'Asia/Ho_Chi_Minh'), ('TH', 'Asia/Bangkok'),
  ('KH', 'Asia/Phnom_Penh'), ('MM', 'Asia/Yangon'), ('SG', 'Asia/Singapore'), ('BN', 'Asia/Brunei'),
  ('PH', 'Asia/Manila'), ('IN', 'Asia/Kolkata'), ('PK', 'Asia/Karachi'), ('LK', 'Asia/Colombo'),
  ('BD', 'Asia/Dhaka'), ('MV', 'Indian/Maldives'), ('AE', 'Asia/Dubai'), ('OM', 'Asia/Muscat'),
  ('QA', 'Asia/Qatar'), ('BH', 'Asia/Bahrain'), ('KW', 'Asia/Kuwait'), ('SA', 'Asia/Riyadh'),
  ('IQ', 'Asia/Baghdad'), ('IR', 'Asia/Tehran'), ('JO', 'Asia/Amman'), ('YE', 'Asia/Aden'),
  ('DJ', 'Africa/Djibouti'), ('SD', 'Africa/Khartoum'), ('ER', 'Africa/Asmara'), ('EG', 'Africa/Cairo'),
  ('IL', 'Asia/Jerusalem'), ('LB', 'Asia/Beirut'), ('SY', 'Asia/Damascus'), ('CY', 'Asia/Nicosia'),
  ('TR', 'Europe/Istanbul'), ('GR', 'Europe/Athens'), ('BG', 'Europe/Sofia'), ('RO', 'Europe/Bucharest'),
  ('UA', 'Europe/Kyiv'), ('GE', 'Asia/Tbilisi'), ('MT', 'Europe/Malta'), ('IT', 'Europe/Rome'),
  ('SI', 'Europe/Ljubljana'), ('HR', 'Europe/Zagreb'), ('AL', 'Europe/Tirane'), ('FR', 'Europe/Paris'),
  ('ES', 'Europe/Madrid'), ('MA', 'Africa/Casablanca'), ('DZ', 'Africa/Algiers'), ('TN', 'Africa/Tunis'),
  ('LY', 'Africa/Tripoli'), ('NL', 'Europe/Amsterdam'), ('BE', 'Europe/Brussels'), ('DE', 'Europe/Berlin'),
  ('GB', 'Europe/London'), ('IE', 'Europe/Dublin'), ('PT', 'Europe/Lisbon'), ('IS', 'Atlantic/Reykjavik'),
  ('DK', 'Europe/Copenhagen'), ('SE', 'Europe/Stockholm'), ('NO', 'Europe/Oslo'), ('FI', 'Europe/Helsinki'),
  ('PL', 'Europe/Warsaw'), ('LT', 'Europe/Vilnius'), ('LV', 'Europe/Riga'), ('EE', 'Europe/Tallinn'),
  ('RU', 'Europe/Moscow'), ('US', 'America/New_York'), ('CA', 'America/Toronto'), ('MX', 'America/Mexico_City'),
  ('GT', 'America/Guatemala'), ('SV', 'America/El_Salvador'), ('HN', 'America/Tegucigalpa'), ('NI', 'America/Managua'),
  ('CR', 'America/Costa_Rica'), ('PA', 'America/Panama'), ('JM', 'America/Jamaica'), ('BS', 'America/Nassau'),
  ('DO', 'America/Santo_Domingo'), ('HT', 'America/Port-au-Prince'), ('CU', 'America/Havana'), ('PR', 'America/Puerto_Rico'),
  ('TT', 'America/Port_of_Spain'), ('CO', 'America/Bogota'), ('VE', 'America/Caracas'), ('EC', 'America/Guayaquil'),
  ('PE', 'America/Lima'), ('CL', 'America/Santiago'), ('BR', 'America/Sao_Paulo'), ('UY', 'America/Montevideo'),
  ('AR', 'America/Argentina/Buenos_Aires'), ('PY', 'America/Asuncion'), ('MR', 'Africa/Nouakchott'), ('SN', 'Africa/Dakar'),
  ('GM', 'Africa/Banjul'), ('GN', 'Africa/Conakry'), ('SL', 'Africa/Freetown'), ('LR', 'Africa/Monrovia'),
  ('CI', 'Africa/Abidjan'), ('GH', 'Africa/Accra'), ('TG', 'Africa/Lome'), ('BJ', 'Africa/Porto-Novo'),
  ('NG', 'Africa/Lagos'), ('CM', 'Africa/Douala'), ('GQ', 'Africa/Malabo'), ('GA', 'Africa/Libreville'),
  ('CG', 'Africa/Brazzaville'), ('CD', 'Africa/Kinshasa'), ('AO', 'Africa/Luanda'), ('NA', 'Africa/Windhoek'),
  ('ZA', 'Africa/Johannesburg'), ('MZ', 'Africa/Maputo'), ('TZ', 'Africa/Dar_es_Salaam'), ('KE', 'Africa/Nairobi'),
  ('SO', 'Africa/Mogadishu'), ('MG', 'Indian/Antananarivo'), ('MU', 'Indian/Mauritius'), ('SC', 'Indian/Mahe'),
  ('MY', 'Asia/Kuala_Lumpur'), ('ID', 'Asia/Jakarta'), ('AU', 'Australia/Sydney'), ('NZ', 'Pacific/Auckland'),
  ('PG', 'Pacific/Port_Moresby'), ('SB', 'Pacific/Guadalcanal'), ('VU', 'Pacific/Efate'), ('NC', 'Pacific/Noumea'),
  ('FJ', 'Pacific/Fiji'), ('WS', 'Pacific/Apia'), ('TO', 'Pacific/Tongatapu'), ('PF', 'Pacific/Tahiti')
) AS "v"("country", "tz") WHERE "p"."time_zone" IS NULL AND left("p"."code", 2) = "v"."country";
--> statement-breakpoint
-- a port whose code names no known country: the portal's home market, until an admin says
UPDATE "ports" SET "time_zone" = 'Asia/Shanghai' WHERE "time_zone" IS NULL;
--> statement-breakpoint
ALTER TABLE "ports" ALTER COLUMN "time_zone" SET DEFAULT 'Asia/Shanghai';
--> statement-breakpoint
ALTER TABLE "ports" ALTER COLUMN "time_zone" SET NOT NULL;
--> statement-breakpoint
-- [{ "code": "DCO", "at": "2026-12-01T09:00:00.000Z" }], earliest first
ALTER TABLE "orders" ADD COLUMN "cut_offs" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- the SI cut-off is the documentation cut-off (DCO), the VGM one VCO, and the CY one the delivery
-- cut-off: FCO for a full-container order, LCO (at the freight station) for a consolidated one
UPDATE "orders" SET "cut_offs" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('code', "c"."code",
    'at', to_char("c"."at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY "c"."at", "c"."code"), '[]'::jsonb)
  FROM (VALUES ('DCO', "orders"."si_cutoff"), ('VCO', "orders"."vgm_cutoff"),
    (CASE WHEN "orders"."container_mode" = 2 THEN 'LCO' ELSE 'FCO' END, "orders"."cy_cutoff")) AS "c"("code", "at")
  WHERE "c"."at" IS NOT NULL
) WHERE "si_cutoff" IS NOT NULL OR "vgm_cutoff" IS NOT NULL OR "cy_cutoff" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "si_cutoff";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "vgm_cutoff";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cy_cutoff";
