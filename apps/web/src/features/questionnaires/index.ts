export { questionnaireKeys } from "./api/keys";
