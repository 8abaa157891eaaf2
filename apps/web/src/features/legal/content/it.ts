import { LEGAL_UPDATED, type LegalTexts } from "./types";

/** Testi legali in italiano (gli stessi documenti di de.ts e en.ts). */
export const legalIt: LegalTexts = {
  imprint: {
    updated: LEGAL_UPDATED,
    intro: "Jobatlas è gestito dall'azienda indicata qui sotto, che è responsabile dei contenuti di questo sito web.",
    sections: [
      {
        id: "operator",
        heading: "Gestore",
        blocks: [
          {
            note: "Segnaposto: i dati del gestore qui sotto sono esempi e prima dell'avvio saranno sostituiti dai dati iscritti nel registro di commercio.",
          },
          { p: "Jobatlas AG\nMusterstrasse 1\n8000 Zürich\nSvizzera" },
          {
            p: "E-mail: info@jobatlas.example\nVendite: sales@jobatlas.example\nProtezione dei dati: privacy@jobatlas.example",
          },
          {
            p: "Registro di commercio: Cantone di Zurigo, numero d'identificazione delle imprese (IDI) CHE-000.000.000 (segnaposto)\nNumero IVA: CHE-000.000.000 IVA (segnaposto)\nCon diritto di rappresentanza: il consiglio d'amministrazione di Jobatlas AG (segnaposto)",
          },
        ],
      },
      {
        id: "liability",
        heading: "Responsabilità",
        blocks: [
          {
            p: "Verifichiamo con cura i contenuti di questo sito web, ma non possiamo garantire che siano corretti, completi e aggiornati. Gli annunci di lavoro e i profili aziendali sono pubblicati dai datori di lavoro, che ne sono responsabili.",
          },
          {
            p: "I link ad altri siti web esulano dalla nostra responsabilità. Non rispondiamo dei loro contenuti.",
          },
        ],
      },
      {
        id: "copyright",
        heading: "Diritti d'autore",
        blocks: [
          {
            p: "Testi, immagini e grafica di questo sito web appartengono a Jobatlas AG o ai titolari dei diritti indicati. Per riutilizzarli occorre un consenso scritto. Gli annunci di lavoro e i loghi appartengono ai datori di lavoro che li pubblicano.",
          },
          {
            p: "Dati cartografici: Ufficio federale di statistica e swisstopo; numeri postali d'avviamento: La Posta (open data). I codici dei settori seguono l'ISIC Rev. 4 delle Nazioni Unite.",
          },
        ],
      },
    ],
  },
  terms: {
    updated: LEGAL_UPDATED,
    intro:
      "Queste condizioni valgono per tutti coloro che usano Jobatlas: chi cerca lavoro, i datori di lavoro e i visitatori. Creando un account o aprendo un account aziendale, le accetti.",
    sections: [
      {
        id: "scope",
        heading: "1. Campo d'applicazione e fornitore",
        blocks: [
          {
            p: "Jobatlas è una piattaforma per trovare posti di lavoro e datori di lavoro in Svizzera e nel Liechtenstein, offerta da Jobatlas AG, Musterstrasse 1, 8000 Zürich (vedi le note legali). Queste condizioni disciplinano l'uso del sito web e di tutti gli account.",
          },
        ],
      },
      {
        id: "accounts",
        heading: "2. Account e accesso",
        blocks: [
          {
            ul: [
              "Accedi con un link che inviamo al tuo indirizzo e-mail; non c'è una password. Un link vale una sola volta e per 10 minuti.",
              "Un account appartiene a una sola persona. Proteggi l'accesso alla tua casella di posta: chi può leggerla può accedere.",
              "Fornisci dati veritieri. Nome, lingua, immagine e indirizzo e-mail puoi modificarli in qualsiasi momento nel tuo profilo.",
              "Puoi far eliminare il tuo account in qualsiasi momento (vedi l'informativa sulla privacy).",
            ],
          },
        ],
      },
      {
        id: "seekers",
        heading: "3. Per chi cerca lavoro",
        blocks: [
          {
            ul: [
              "La ricerca, la lista dei preferiti, gli avvisi di lavoro e le candidature sono gratuiti.",
              "Quando ti candidi, il datore di lavoro riceve i dati e i documenti che invii. Puoi ritirare una candidatura; il ritiro non si può annullare.",
              "Puoi candidarti senza account dopo aver confermato il tuo indirizzo e-mail con un codice di 6 cifre.",
              "Sulle candidature decidono i datori di lavoro in modo autonomo; Jobatlas non è parte di alcun rapporto di lavoro.",
              "Un'azienda vede i tuoi dati nel pool di candidati solo se le concedi l'accesso.",
            ],
          },
        ],
      },
      {
        id: "employers",
        heading: "4. Per i datori di lavoro",
        blocks: [
          {
            ul: [
              "Chi apre un account aziendale conferma di essere autorizzato ad agire per l'azienda.",
              "Piani: Free, Pro ed Enterprise si possono scegliere all'apertura dell'account; Recruiter e i cambi di piano li concordi con il nostro team di vendita. I limiti di ogni piano (annunci attivi, proroghe per annuncio, questionari, inviti, widget) sono indicati nella pagina di apertura dell'account.",
              "Un piano a pagamento è valido subito. Il nostro team di vendita lo fattura; le fatture sono pagabili entro 30 giorni. Non è previsto un pagamento online. I piani durano un anno e si rinnovano se non vengono disdetti un mese prima della scadenza.",
              "Gli annunci devono descrivere posti reali e vacanti in Svizzera o nel Liechtenstein e rispettare il diritto svizzero, in particolare il divieto di discriminazione. Possiamo rimuovere gli annunci che non rispettano queste regole.",
              "Un annuncio resta online 30 giorni dalla data di pubblicazione e si può prolungare finché il tuo piano lo consente.",
              "Usa i dati dei candidati/e solo per la procedura di selezione per cui si sono candidati/e e cancellali quando non ti servono più. Le candidature chiuse (anche quelle chiuse senza risposta), respinte e ritirate vengono eliminate automaticamente dopo il periodo di conservazione (di norma 90 giorni).",
            ],
          },
        ],
      },
      {
        id: "conduct",
        heading: "5. Uso corretto",
        blocks: [
          {
            p: "Non fare un uso abusivo di Jobatlas: niente contenuti illeciti, ingannevoli od offensivi, nessun accesso automatizzato di massa, nessun tentativo di accedere ai dati di altri. Possiamo limitare le richieste e bloccare gli account che violano queste condizioni.",
          },
        ],
      },
      {
        id: "availability",
        heading: "6. Disponibilità e responsabilità",
        blocks: [
          {
            p: "Ci impegniamo affinché Jobatlas sia sempre raggiungibile, per quanto possibile, ma non possiamo garantirlo. Nella misura consentita dalla legge, rispondiamo solo in caso di dolo o colpa grave.",
          },
        ],
      },
      {
        id: "privacy",
        heading: "7. Protezione dei dati",
        blocks: [{ p: "Come trattiamo i dati personali è descritto nell'informativa sulla privacy." }],
      },
      {
        id: "changes",
        heading: "8. Modifiche, diritto applicabile e foro competente",
        blocks: [
          {
            p: "Possiamo modificare queste condizioni; informiamo via e-mail i titolari di un account delle modifiche importanti almeno 30 giorni prima. Si applica il diritto svizzero. Il foro competente è Zurigo, salvo disposizioni imperative contrarie.",
          },
        ],
      },
    ],
  },
  privacy: {
    updated: LEGAL_UPDATED,
    intro:
      "Questa informativa sulla privacy ti informa, secondo la legge federale sulla protezione dei dati (LPD, art. 19), su quali dati personali Jobatlas salva, per quale scopo, per quanto tempo, a chi li comunica e come puoi consultarli, chiederne la consegna o farli cancellare.",
    sections: [
      {
        id: "controller",
        heading: "1. Titolare del trattamento",
        blocks: [
          {
            p: "Jobatlas AG, Musterstrasse 1, 8000 Zürich, Svizzera (dati segnaposto, vedi le note legali). Domande sulla protezione dei dati: privacy@jobatlas.example",
          },
        ],
      },
      {
        id: "data",
        heading: "2. Cosa salviamo e perché",
        blocks: [
          {
            ul: [
              "Dati dell'account: indirizzo e-mail, nome e cognome, lingua preferita e, per i datori di lavoro, nome dell'azienda, dimensioni, piano e ruolo. Perché: per gestire il tuo account, farti accedere e scriverti nella tua lingua.",
              "Sessioni: un identificativo di sessione casuale (salvato solo come hash), quando è stato creato e usato l'ultima volta. Perché: per mantenerti connesso/a.",
              "Link di accesso e codici di 6 cifre: salvati solo come hash. Perché: per farti accedere e verificare che un indirizzo e-mail sia tuo.",
              "Candidature: i dati, i testi e i documenti che invii a un datore di lavoro, e il loro stato. Perché: per trasmettere la tua candidatura al datore di lavoro e permetterti di seguirla.",
              "Valutazioni delle candidature: i membri di un'azienda presso cui ti sei candidato possono valutare la tua candidatura da 1 a 5 stelle con una breve nota; solo i membri dell'azienda le vedono. Perché: per aiutare il team dell'azienda a confrontare le candidature. Il tuo export dei dati le mostra (stelle, nota e data, senza i nomi dei membri che hanno valutato).",
              "Immagini caricate: la tua immagine del profilo. Perché: per mostrarla nel tuo profilo e ai datori di lavoro presso cui ti candidi.",
              "Richieste di contatto: nome, indirizzo e-mail, azienda e messaggio del modulo di contatto e di quello d'acquisto. Perché: per risponderti e, per le richieste d'acquisto, per attivare e fatturare il piano.",
              "Avvisi di lavoro: cosa cerchi (professioni o ruolo, luogo e raggio, settori, grado di occupazione), con che frequenza, se l'avviso è attivo, quando ti abbiamo scritto l'ultima volta e i posti che gli abbiamo abbinato; l'avviso di un visitatore contiene anche indirizzo e-mail e lingua. I link nelle nostre e-mail (per confermare o disdire l'avviso) sono salvati solo come hash. Perché: per inviarti via e-mail i nuovi posti adatti e permetterti di disdire con un clic.",
              "Orientamento professionale (Z-TDI): le tue valutazioni delle 30 affermazioni, i punteggi, la lingua e, se lo fornisci o hai effettuato l'accesso, il tuo indirizzo e-mail e il tuo account; il link al risultato è salvato solo come hash. Perché: per mostrarti di nuovo il risultato tramite il link e, se lo chiedi, trasferirlo nel tuo profilo di ricerca.",
              "Sondaggio sull'orientamento: fascia d'età, genere, responsabilità dirigenziale, livello di formazione e settore, solo ciò a cui rispondi, con la sola data – separato da qualsiasi risultato e senza nome, indirizzo né ora, così che le risposte non possano essere ricondotte a te. Perché: statistiche per migliorare l'orientamento.",
              "Esperimenti di carriera: titolo, professioni, settori e regione di ogni ipotesi che testi, il suo stato e le tue valutazioni dei suoi posti (adatto o non adatto, con la tua nota). Perché: per mostrarti i posti adatti e le tue valutazioni, per contare altre persone in cerca di lavoro che testano un profilo simile (solo il numero, mai chi sono) e, se lo desideri, per aggiungere le professioni e i settori al tuo profilo di ricerca.",
              "Registro delle e-mail (posta in uscita): ogni e-mail che inviamo, con destinatario, oggetto, testo e stato d'invio. Perché: per recapitare le e-mail in modo affidabile e gestire i reclami.",
              "Log del server: indirizzo IP, ora, indirizzo richiesto e stato della risposta di ogni richiesta. Perché: sicurezza, limitazione degli abusi e ricerca degli errori.",
            ],
          },
          {
            p: "Non usiamo cookie pubblicitari né di analisi. I nostri cookie: sessionid (ti mantiene connesso/a), csrftoken (protegge i moduli da richieste falsificate), lang (la tua lingua). Il tuo tema di colori resta salvato solo nel tuo browser.",
          },
        ],
      },
      {
        id: "retention",
        heading: "3. Per quanto tempo conserviamo i dati",
        blocks: [
          {
            table: {
              caption: "Termini di conservazione",
              head: ["Dati", "Conservati per"],
              rows: [
                ["Sessioni", "30 giorni dopo l'ultimo utilizzo o fino all'uscita"],
                ["Link di accesso", "10 minuti, e solo fino al primo utilizzo"],
                ["Codici di 6 cifre", "10 minuti, e solo fino al primo utilizzo o dopo 3 tentativi errati"],
                [
                  "Candidature chiuse, respinte o ritirate",
                  "90 giorni dopo la chiusura (un datore di lavoro può stabilire da 30 a 180 giorni), poi eliminate con risposte, documenti e richieste di contatto",
                ],
                ["Candidature anonime con indirizzo e-mail non confermato", "24 ore"],
                ["Richieste di contatto e d'acquisto", "2 anni"],
                ["Log del server con indirizzi IP", "14 giorni"],
                [
                  "Dati dell'account, immagini, candidature in corso",
                  "Finché non elimini questi dati o il tuo account",
                ],
                ["Registro delle e-mail", "90 giorni dopo l'invio"],
                [
                  "Registro delle cancellazioni automatiche",
                  "Conservato: solo quante voci di quale tipo sono state eliminate, mai di chi",
                ],
                ["Notifiche chiuse nell'area datori di lavoro", "30 giorni dopo la chiusura"],
                ["Inviti a un account aziendale", "30 giorni dopo la scadenza o l'accettazione"],
                ["Inviti dei datori di lavoro a candidarsi", "30 giorni dopo la scadenza, o insieme alla candidatura"],
                ["Avvisi di lavoro di un account", "Finché non elimini gli avvisi o il tuo account"],
                [
                  "Avvisi di lavoro di visitatori (solo e-mail)",
                  "7 giorni se non confermati; 30 giorni dopo la disdetta",
                ],
                ["Link di conferma e di disdetta degli avvisi di lavoro", "30 giorni dopo l'utilizzo o la scadenza"],
                ["Risultati dell'orientamento professionale (Z-TDI)", "2 anni dopo la compilazione"],
                ["Risposte al sondaggio sull'orientamento", "Non sono dati personali: conservate per le statistiche"],
                [
                  "Esperimenti di carriera e relative valutazioni",
                  "Finché non elimini il tuo account (anche gli esperimenti archiviati); una valutazione finché non la rimuovi",
                ],
                [
                  "Valutazioni di una candidatura da parte dei datori di lavoro",
                  "Eliminate con la candidatura o quando elimini i tuoi dati; la valutazione di un membro anche quando la rimuove o elimina il suo account",
                ],
                ["Account con indirizzo e-mail mai confermato", "7 giorni"],
              ],
            },
          },
          {
            p: "Conserviamo le fatture e i relativi documenti per 10 anni, come prescrive la legge (art. 958f CO).",
          },
        ],
      },
      {
        id: "recipients",
        heading: "4. Chi riceve i dati",
        blocks: [
          {
            ul: [
              "I datori di lavoro ricevono le candidature che invii loro e – se concedi l'accesso – il tuo profilo nel pool di candidati.",
              "I nostri fornitori di servizi di hosting e di invio delle e-mail trattano i dati per nostro conto, in Svizzera.",
              "Non vendiamo dati e non li comunichiamo all'estero.",
            ],
          },
        ],
      },
      {
        id: "rights",
        heading: "5. I tuoi diritti: accesso, consegna, rettifica, cancellazione",
        blocks: [
          {
            p: "Il tuo profilo mostra i dati del tuo account; lì modifichi nome, lingua, immagine e indirizzo e-mail. Alla voce «I tuoi dati» del tuo profilo scarichi una copia di tutti i dati che salviamo su di te (un file JSON, un formato comune leggibile a macchina) ed elimini il tuo account: i tuoi dati personali vengono cancellati subito; i datori di lavoro presso cui ti sei candidato/a conservano solo lo stato e le date della candidatura, senza la tua identità. Senza account (p. es. dopo una candidatura anonima) richiedi i dati associati al tuo indirizzo e-mail con il modulo qui sotto: ti inviamo via e-mail un codice che prova che l'indirizzo è tuo; poi scarichi i dati o li elimini. Puoi anche scrivere a privacy@jobatlas.example. Rispondiamo entro 30 giorni e gratuitamente.",
          },
          {
            p: "Puoi anche opporti a un trattamento e presentare reclamo all'Incaricato federale della protezione dei dati e della trasparenza (IFPDT), https://www.edoeb.admin.ch",
          },
        ],
      },
      {
        id: "security",
        heading: "6. Sicurezza",
        blocks: [
          {
            p: "Le connessioni sono cifrate. Salviamo gli identificativi di sessione, i link di accesso e i codici solo come hash; le immagini vengono verificate e fornite dai nostri server. Hanno accesso ai dati personali solo le persone che ne hanno bisogno.",
          },
        ],
      },
    ],
  },
};
