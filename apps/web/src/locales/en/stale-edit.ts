/** English texts of the notice an editor shows when someone else saved first (ADR 088). */
export const staleEditEn = {
  title: "Someone else changed this meanwhile",
  text: "Your changes were not saved, so nothing was overwritten. Load the current version, then make your changes again: your text stays here to copy.",
  reload: "Load the current version",
  reloading: "Loading…",
  reloadFailed: "The current version could not be loaded. Please try again.",
  reloadedTitle: "The current version is loaded",
  reloadedText: "The form now shows what is saved. Your earlier changes stay here to copy until you close this notice.",
  dismiss: "Close this notice",
  yourChanges: "Your changes that were not saved",
  noChanges: "You had changed no field.",
  emptied: "(you had emptied this field)",
  copy: "Copy {{field}}",
  copied: "Copied.",
  copyFailed: "Could not copy: select the text and copy it yourself.",
};
