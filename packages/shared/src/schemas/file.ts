import { z } from "zod";

/** POST /upload: the stored file's id, its capability URL and its name. */
export const uploadedFileSchema = z.object({ file: z.number().int(), url: z.string(), name: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
