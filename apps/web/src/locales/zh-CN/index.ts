// by its path, not the package name: the build reads these texts too (build/first-page-hints.ts), where the package is not compiled
import { ACTION_TEXTS_ZH_CN } from "../../../../../packages/shared/src/texts/actions.zh-CN";
import { webActionTexts } from "../action-texts";
import admin from "./admin";
import amendments from "./amendments";
import api from "./api";
import apiAccess from "./api-access";
import auth from "./auth";
import bookingForm from "./booking-form";
import bookings from "./bookings";
import carrierCheck from "./carrier-check";
import common from "./common";
import contacts from "./contacts";
import dashboard from "./dashboard";
import forgot from "./forgot";
import list from "./list";
import notifications from "./notifications";
import ops from "./ops";
import opsCargo from "./ops-cargo";
import profile from "./profile";
import quotes from "./quotes";
import rates from "./rates";
import redlines from "./redlines";
import register from "./register";
import revision from "./revision";
import security from "./security";
import shippers from "./shippers";
import sideRequests from "./side-requests";
import specialCargo from "./special-cargo";
import supply from "./supply";
import support from "./support";
import validation from "./validation";

// The source language (and the fallback); en-US is type-checked against this shape.
const zhCN = {
  common,
  api,
  auth,
  profile,
  validation,
  register,
  forgot,
  security,
  admin,
  contacts,
  shippers,
  list,
  ops,
  opsCargo,
  bookingForm,
  bookings,
  supply,
  redlines,
  amendments,
  rates,
  quotes,
  support,
  notifications,
  sideRequests,
  specialCargo,
  revision,
  carrierCheck,
  apiAccess,
  dashboard,
  /** every order action's timeline name, button and dialog, from the actions' catalogue */
  actions: webActionTexts(ACTION_TEXTS_ZH_CN),
};
export default zhCN;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type LocaleShape = Widen<typeof zhCN>;
