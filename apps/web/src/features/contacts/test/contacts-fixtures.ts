export { CONTACT_TYPE_DICTIONARY, contactOf } from "../../../test/contact-fixtures";

export const COUNTRIES = {
  list: [
    { id: 45, code: "CN", name: "China" },
    { id: 233, code: "US", name: "United States" },
  ],
  total: 2,
};
