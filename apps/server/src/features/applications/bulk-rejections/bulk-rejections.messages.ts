import { registerMessages } from "../../../i18n/messages";

/** Server texts of the bulk rejection (error details), in every UI language. */
export const bulkRejectionsMessages = registerMessages({
  bulkRejectionApplicationClosed: {
    en: "One of the chosen applications has ended already (withdrawn, rejected or archived). Nothing was rejected: reload the list and choose again.",
    de: "Eine der gewählten Bewerbungen ist bereits beendet (zurückgezogen, abgesagt oder archiviert). Es wurde nichts abgesagt: Lade die Liste neu und wähle nochmals.",
    fr: "L'une des candidatures choisies est déjà terminée (retirée, refusée ou archivée). Rien n'a été refusé: recharge la liste et choisis à nouveau.",
    it: "Una delle candidature scelte è già terminata (ritirata, rifiutata o archiviata). Non è stato rifiutato nulla: ricarica l'elenco e scegli di nuovo.",
  },
  bulkRejectionAlreadyScheduled: {
    en: "A rejection of one of the chosen applications is scheduled already. Nothing was rejected: undo that one first or leave it out.",
    de: "Für eine der gewählten Bewerbungen ist bereits eine Absage geplant. Es wurde nichts abgesagt: Mach jene zuerst rückgängig oder lass die Bewerbung weg.",
    fr: "Un refus est déjà planifié pour l'une des candidatures choisies. Rien n'a été refusé: annule-le d'abord ou laisse cette candidature de côté.",
    it: "Per una delle candidature scelte è già programmato un rifiuto. Non è stato rifiutato nulla: annullalo prima o lascia fuori quella candidatura.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    bulkRejections: typeof bulkRejectionsMessages;
  }
}
