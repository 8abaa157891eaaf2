export { ApplicationRetentionPanel } from "./components/application-retention-panel";
export { DeleteAccountDialog } from "./components/delete-account-dialog";
export { ExportButton } from "./components/export-button";
