import { screen } from "@testing-library/react";

/** Waits for the upload-failure modal (useUploadFailure) and gives the text it shows under its title. */
export async function findUploadFailureText(title = "Upload failed"): Promise<string> {
  const heading = await screen.findByText(title, { selector: ".ant-modal-confirm-title" });
  return heading.closest(".ant-modal-confirm")?.querySelector(".ant-modal-confirm-content")?.textContent ?? "";
}
