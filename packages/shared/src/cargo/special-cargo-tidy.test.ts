import { describe, expect, it } from "vitest";
import { dangerousGoodsSchema } from "./special-cargo";
import { tidyDangerousGoods, tidyOog, tidyReefer } from "./special-cargo-tidy";

describe("tidyDangerousGoods", () => {
  it("drops the packing group, flash point and explosive content a class does not take", () => {
    const tidy = tidyDangerousGoods({
      un_number: "0336",
      imo_class: "1.4G",
      packing_group: "II",
      flash_point: 23,
      net_explosive_content: 12.5,
    });
    expect(tidy).toMatchObject({ packing_group: null, flash_point: null, net_explosive_content: 12.5 });
    expect(tidyDangerousGoods({ imo_class: "3", packing_group: "II", flash_point: -4, net_explosive_content: 1 })).toMatchObject({
      packing_group: "II",
      flash_point: -4,
      net_explosive_content: null,
    });
  });

  it("makes empty inner packaging and emergency contact none, and the result passes the schema", () => {
    const tidy = tidyDangerousGoods({
      un_number: "1263",
      imo_class: "3",
      inner_packaging: { quantity: null as unknown as number, description: " " },
      emergency_contact: { name: "", phone: "" },
    });
    expect(tidy.inner_packaging).toBeNull();
    expect(tidy.emergency_contact).toBeNull();
    expect(dangerousGoodsSchema.safeParse(tidy).success).toBe(true);
    const kept = tidyDangerousGoods({ emergency_contact: { name: "", phone: "+8657412345" } });
    expect(kept.emergency_contact).toEqual({ name: "", phone: "+8657412345" });
  });
});

describe("tidyReefer and tidyOog", () => {
  it("keeps no settings on a non-operating reefer", () => {
    expect(tidyReefer({ is_non_operating: true, temperature: -18, temperature_unit: "CEL" })).toEqual({ is_non_operating: true });
    expect(tidyReefer({ temperature: -18, temperature_unit: "CEL" })).toEqual({ temperature: -18, temperature_unit: "CEL" });
  });

  it("takes out of gauge without a dimension or remarks as none", () => {
    expect(tidyOog({ over_height: 0, over_width_left: 0, remarks: " " })).toBeNull();
    expect(tidyOog(undefined)).toBeNull();
    expect(tidyOog({ over_height: 30 })).toEqual({ over_height: 30 });
    expect(tidyOog({ remarks: "LASHED ON 4 POINTS" })).toEqual({ remarks: "LASHED ON 4 POINTS" });
  });
});
