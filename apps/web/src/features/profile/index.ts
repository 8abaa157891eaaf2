export { useConfirmEmailCode, useRequestEmailCode } from "./api/email-verification";
