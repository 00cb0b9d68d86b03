// The dashboards are pages of the route table only (lazy, with the charting library): nothing
// else imports them.
export { dashboardKeys } from "./api/get-dashboard";
