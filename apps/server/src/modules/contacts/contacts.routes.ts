import {
  contactDeleteSchema,
  contactListQuerySchema,
  contactSchema,
  contactViewSchema,
  idParamSchema,
  listOf,
  okOf,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okText, sendSerialized } from "../../lib/envelope";
import { signedIn } from "../../plugins/auth";
import { createOwnContact, deleteOwnContacts, getOwnContact, listOwnContacts, updateOwnContact } from "./contacts.service";

const one = { 200: okOf(contactViewSchema) };

// GET, POST /customer/contact; GET, PUT /customer/contact/{id}; DELETE /customer/contact.
// Every record belongs to the signed-in user (authority `contact`).
export default async function contactsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuthority("contact");
  const tags = ["contacts"];

  app.get(
    "/customer/contact",
    {
      onRequest,
      schema: {
        tags,
        summary: "The address book, newest first, searchable",
        querystring: contactListQuerySchema,
        response: { 200: okOf(listOf(contactViewSchema)) },
      },
    },
    async (request, reply) => {
      const ownerId = signedIn(request).id;
      const page = () => listOwnContacts(app.db, ownerId, request.query, request.lang);
      return sendSerialized(reply, okText(await app.keptLists.answer(`contacts:${ownerId}`, request, page)));
    },
  );

  app.post(
    "/customer/contact",
    { onRequest, schema: { tags, summary: "Add a contact", body: contactSchema, response: one } },
    async (request) => ok(await createOwnContact(app.db, signedIn(request).id, request.body, request.lang)),
  );

  app.get(
    "/customer/contact/:id",
    { onRequest, schema: { tags, summary: "One contact", params: idParamSchema, response: one } },
    async (request) => ok(await getOwnContact(app.db, signedIn(request).id, request.params.id, request.lang)),
  );

  app.put(
    "/customer/contact/:id",
    { onRequest, schema: { tags, summary: "Change a contact", params: idParamSchema, body: contactSchema, response: one } },
    async (request) => ok(await updateOwnContact(app.db, signedIn(request).id, request.params.id, request.body, request.lang)),
  );

  app.delete(
    "/customer/contact",
    {
      onRequest,
      schema: {
        tags,
        summary: "Delete contacts by id, all or none",
        body: contactDeleteSchema,
        response: { 200: okOf(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) => ok(await deleteOwnContacts(app.db, signedIn(request).id, request.body)),
  );
}
