import { PICTURE_MAX_BYTES, PICTURE_TYPES } from "@jobatlas/contract";

export type PictureProblem = "wrongType" | "tooLarge";

const SIGNATURES: Record<(typeof PICTURE_TYPES)[number], (bytes: Uint8Array) => boolean> = {
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/png": (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  "image/webp": (b) =>
    String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP",
};

function isPictureType(type: string): type is (typeof PICTURE_TYPES)[number] {
  return (PICTURE_TYPES as readonly string[]).includes(type);
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 12);
  // Blob.arrayBuffer is missing in some test DOMs; FileReader is everywhere.
  if (typeof slice.arrayBuffer === "function") return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * Checks a chosen picture before it is sent, as the server will: JPEG, PNG or WebP by its
 * declared type and by its first bytes (a renamed text file is refused), and at most 5 MB.
 */
export async function checkPicture(file: Blob): Promise<PictureProblem | null> {
  if (!isPictureType(file.type)) return "wrongType";
  if (file.size > PICTURE_MAX_BYTES) return "tooLarge";
  const head = await headOf(file);
  return SIGNATURES[file.type](head) ? null : "wrongType";
}
