// The message templates' public part (ADR 080): the picker the message screens use, the queries and keys.
export { messageTemplateKeys } from "./api/keys";
export { messageTemplatesQueryOptions } from "./api/message-templates";
export { UseTemplate } from "./components/use-template";
