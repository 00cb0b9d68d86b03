import { contactSchema } from "@haiyun/shared/schemas/contact";

/**
 * The fields a contact carries besides its type, in the shared contact schema's order: what "copy
 * from address book" fills in, and what a booking's party keeps of the contact it was chosen from.
 */
export const PARTY_FIELDS = contactSchema.keyof().exclude(["type"]).options;
