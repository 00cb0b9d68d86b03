import type { Db } from "../../db/client";

/** A DCSA VGM declaration (VGM 1.0). */
export type DcsaVgmDeclaration = Record<string, unknown>;

/** The order's VGM declarations, one per container that has one. */
export async function vgmDeclarationsOf(_db: Db, _orderId: number): Promise<DcsaVgmDeclaration[]> {
  throw new Error("vgmDeclarationsOf: not built yet");
}
