import type { Widen } from "../en";
import type { orgJobFeedEn } from "../en/job-feed";

/** Testi italiani dei feed di annunci della scheda azienda (issue 30 punto 4). */
export const orgJobFeedIt: Widen<typeof orgJobFeedEn> = {
  title: "Feed di annunci",
  intro:
    "Altri portali di lavoro e motori di ricerca possono riprendere i tuoi annunci attivi da feed in formato XML e JSON Feed, con titolo, luogo, grado d'occupazione, salario, lingue, date e il link per candidarsi. Lo schema descrive ogni campo.",
  takePart: "Includere i nostri annunci nel feed globale di Jobatlas",
  takePartHint: "Il tuo feed qui sotto resta comunque disponibile, per i portali con cui lavori.",
  save: "Salva impostazione del feed",
  savedIn: "I tuoi annunci sono nel feed globale.",
  savedOut: "I tuoi annunci non sono più nel feed globale. Il tuo feed resta disponibile.",
  ownTitle: "Il tuo feed",
  globalTitle: "Il feed globale",
  urls: {
    own_xml: "I tuoi annunci in XML",
    own_json: "I tuoi annunci in JSON Feed",
    global_xml: "Gli annunci di tutte le aziende in XML",
    global_json: "Gli annunci di tutte le aziende in JSON Feed",
    schema: "Lo schema XML (XSD)",
  },
  copy: "Copia",
  copied: "Copiato negli appunti.",
  copyFailed: "Copia non riuscita: seleziona l'indirizzo e copialo tu.",
};
