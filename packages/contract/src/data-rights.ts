/** Contract of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention (issue 11). */
export {};
