import { ZProfile } from "@jobatlas/contract";
import { api } from "@/lib/api-client";
import { useProfileMutation } from "./update-profile";

/** PUT /capi/profile/picture with the file itself as the body and its type as Content-Type. */
function uploadPicture(file: Blob) {
  return api.put("/capi/profile/picture", file, { schema: ZProfile, headers: { "Content-Type": file.type } });
}

/** DELETE /capi/profile/picture. */
function deletePicture() {
  return api.delete("/capi/profile/picture", { schema: ZProfile });
}

export function useUploadPicture() {
  return useProfileMutation(uploadPicture);
}

export function useDeletePicture() {
  return useProfileMutation(deletePicture);
}
