-- Issue 7: uploads are jpg, png, pdf and office files, which are compressed already. The default
-- storage makes PostgreSQL try pglz on every stored file before giving up; EXTERNAL stores the
-- bytes out of line without that attempt (the embedded database did it on the event loop).
ALTER TABLE "files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
