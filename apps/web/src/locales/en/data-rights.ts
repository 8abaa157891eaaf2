/** English texts of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention. */
export const dataRightsEn = {};
