import { api } from "../../../lib/api-client";

/** The server writes the template's headers, and names the file, in the language of the request. */
export const downloadContactTemplate = () => api.download("/customer/contact/template");
