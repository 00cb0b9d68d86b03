import { describe, expect, it } from "vitest";
import { call, lclBooking, orderTestApp } from "./order-fixtures";

// HS codes are printed grouped (9403.60, 9403 60): a booking takes them without the separators
// and keeps the digits; letters are still refused, naming the row.
const { app, refs, people } = await orderTestApp({ owner: ["shipper"] });

const cargo = (hs_code: string) => ({
  hs_code,
  description: "WOODEN FURNITURE",
  package: 20,
  package_uid: refs.carton,
  weight: 850.5,
  volume: 4.25,
});

describe("a booking's HS codes", () => {
  it("keeps 9403.60 and 9403 60 as 940360", async () => {
    const res = await call(
      app,
      people.owner.token,
      "POST",
      "/api/order/booking",
      lclBooking(refs, { cargos: [cargo("9403.60"), cargo("9403 60")] }),
    );
    expect(res.statusCode).toBe(200);
    const detail = await call(app, people.owner.token, "GET", `/api/order/${res.json().data.id}`);
    expect(detail.json().data.cargos.map((row: { hs_code: string }) => row.hs_code)).toEqual(["940360", "940360"]);
  });

  it("still refuses letters", async () => {
    const res = await call(
      app,
      people.owner.token,
      "POST",
      "/api/order/booking",
      lclBooking(refs, { cargos: [cargo("9403.AB")] }),
      { lang: "cn" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("cargos.0.hs_code");
  });
});
