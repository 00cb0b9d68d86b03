-- The PDFs the portal writes (modules/orders/documents): an order document whose uploader_role is
-- "system" carries the SHA-256 of the data it was drawn from, so it is written again only when
-- that data changes.
ALTER TABLE "order_documents" ADD COLUMN "source_digest" text;
