export { seekerProfileKeys } from "./api/keys";
export { seekerProfileQueryOptions } from "./api/seeker-profile";
export { JobTitleCombobox } from "./components/job-title-combobox";
