/** Copies to the clipboard; falls back to selecting the text field and the copy command. */
export async function copyText(text: string, field: HTMLTextAreaElement | HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
}
