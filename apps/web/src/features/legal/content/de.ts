import { LEGAL_UPDATED, type LegalTexts } from "./types";

/** Deutsche Rechtstexte (dieselben Dokumente wie en.ts). */
export const legalDe: LegalTexts = {
  imprint: {
    updated: LEGAL_UPDATED,
    intro:
      "Jobatlas wird von der unten genannten Firma betrieben. Sie ist für den Inhalt dieser Website verantwortlich.",
    sections: [
      {
        id: "operator",
        heading: "Betreiberin",
        blocks: [
          {
            note: "Platzhalter: Die Angaben zur Betreiberin unten sind Beispiele und werden vor dem Start durch ihre eingetragenen Angaben ersetzt.",
          },
          { p: "Jobatlas AG\nMusterstrasse 1\n8000 Zürich\nSchweiz" },
          {
            p: "E-Mail: info@jobatlas.example\nVerkauf: sales@jobatlas.example\nDatenschutz: privacy@jobatlas.example",
          },
          {
            p: "Handelsregister: Kanton Zürich, Unternehmens-Identifikationsnummer CHE-000.000.000 (Platzhalter)\nMWST-Nummer: CHE-000.000.000 MWST (Platzhalter)\nVertretungsberechtigt: der Verwaltungsrat der Jobatlas AG (Platzhalter)",
          },
        ],
      },
      {
        id: "liability",
        heading: "Haftung",
        blocks: [
          {
            p: "Wir prüfen die Inhalte dieser Website sorgfältig, können aber nicht garantieren, dass sie richtig, vollständig und aktuell sind. Stelleninserate und Firmenprofile veröffentlichen die Arbeitgeber; sie sind dafür verantwortlich.",
          },
          {
            p: "Links auf andere Websites liegen ausserhalb unserer Verantwortung. Für deren Inhalte haften wir nicht.",
          },
        ],
      },
      {
        id: "copyright",
        heading: "Urheberrechte",
        blocks: [
          {
            p: "Texte, Bilder und Gestaltung dieser Website gehören der Jobatlas AG oder den genannten Rechteinhabern. Eine Weiterverwendung braucht eine schriftliche Zustimmung. Stelleninserate und Logos gehören den Arbeitgebern, die sie veröffentlichen.",
          },
          {
            p: "Kartendaten: Bundesamt für Statistik und swisstopo; Postleitzahlen: Die Post (Open Data). Die Branchencodes folgen ISIC Rev. 4 der Vereinten Nationen.",
          },
        ],
      },
    ],
  },
  terms: {
    updated: LEGAL_UPDATED,
    intro:
      "Diese Bedingungen gelten für alle, die Jobatlas nutzen: Stellensuchende, Arbeitgeber und Besucherinnen und Besucher. Mit dem Erstellen eines Kontos oder der Eröffnung eines Firmenkontos akzeptierst du sie.",
    sections: [
      {
        id: "scope",
        heading: "1. Geltungsbereich und Anbieterin",
        blocks: [
          {
            p: "Jobatlas ist eine Plattform, um Stellen und Arbeitgeber in der Schweiz und in Liechtenstein zu finden, angeboten von der Jobatlas AG, Musterstrasse 1, 8000 Zürich (siehe Impressum). Diese Bedingungen regeln die Nutzung der Website und aller Konten.",
          },
        ],
      },
      {
        id: "accounts",
        heading: "2. Konten und Anmeldung",
        blocks: [
          {
            ul: [
              "Du meldest dich mit einem Link an, den wir an deine E-Mail-Adresse senden; ein Passwort gibt es nicht. Ein Link gilt einmal und 10 Minuten lang.",
              "Ein Konto gehört einer Person. Schütze den Zugang zu deinem Postfach: Wer es lesen kann, kann sich anmelden.",
              "Mach wahre Angaben. Name, Sprache, Bild und E-Mail-Adresse kannst du jederzeit in deinem Profil ändern.",
              "Du kannst dein Konto jederzeit löschen lassen (siehe Datenschutzerklärung).",
            ],
          },
        ],
      },
      {
        id: "seekers",
        heading: "3. Für Stellensuchende",
        blocks: [
          {
            ul: [
              "Suchen, Merkliste, Jobabos und Bewerben sind kostenlos.",
              "Wenn du dich bewirbst, erhält der Arbeitgeber die Angaben und Unterlagen, die du sendest. Du kannst eine Bewerbung zurückziehen; das lässt sich nicht rückgängig machen.",
              "Ohne Konto kannst du dich bewerben, nachdem du deine E-Mail-Adresse mit einem 6-stelligen Code bestätigt hast.",
              "Über Bewerbungen entscheiden die Arbeitgeber selbst; Jobatlas ist nicht Partei eines Arbeitsverhältnisses.",
              "Deine Daten im Kandidatenpool sieht eine Firma nur, wenn du ihr den Zugang gewährst.",
            ],
          },
        ],
      },
      {
        id: "employers",
        heading: "4. Für Arbeitgeber",
        blocks: [
          {
            ul: [
              "Wer ein Firmenkonto eröffnet, bestätigt, für die Firma handeln zu dürfen.",
              "Abos: Free, Pro und Enterprise lassen sich bei der Kontoeröffnung wählen; Recruiter und Abowechsel vereinbarst du mit unserem Verkaufsteam. Die Grenzen jedes Abos (aktive Inserate, Verlängerungen pro Inserat, Fragebögen, Einladungen, Widgets) stehen auf der Seite zur Kontoeröffnung.",
              "Ein bezahltes Abo gilt sofort. Unser Verkaufsteam stellt es in Rechnung; Rechnungen sind innert 30 Tagen zahlbar. Eine Online-Zahlung gibt es nicht. Abos laufen ein Jahr und verlängern sich, wenn sie nicht einen Monat vor Ablauf gekündigt werden.",
              "Inserate müssen echte, offene Stellen in der Schweiz oder in Liechtenstein beschreiben und Schweizer Recht einhalten, namentlich das Diskriminierungsverbot. Inserate, die das nicht tun, dürfen wir entfernen.",
              "Ein Inserat läuft 30 Tage ab dem Veröffentlichungsdatum und lässt sich verlängern, solange dein Abo es erlaubt.",
              "Verwende die Daten von Bewerber/innen nur für das Verfahren, für das sie sich beworben haben, und lösche sie, wenn du sie nicht mehr brauchst. Abgeschlossene (auch ohne Antwort geschlossene), abgelehnte und zurückgezogene Bewerbungen werden nach der Aufbewahrungsfrist (standardmässig 90 Tage) automatisch gelöscht.",
            ],
          },
        ],
      },
      {
        id: "conduct",
        heading: "5. Faire Nutzung",
        blocks: [
          {
            p: "Missbrauche Jobatlas nicht: keine rechtswidrigen, irreführenden oder beleidigenden Inhalte, keine automatisierten Massenabfragen, keine Versuche, an Daten anderer zu gelangen. Wir dürfen Anfragen begrenzen und Konten sperren, die gegen diese Bedingungen verstossen.",
          },
        ],
      },
      {
        id: "availability",
        heading: "6. Verfügbarkeit und Haftung",
        blocks: [
          {
            p: "Wir sorgen dafür, dass Jobatlas möglichst immer erreichbar ist, können es aber nicht garantieren. Soweit gesetzlich zulässig, haften wir nur für Vorsatz und grobe Fahrlässigkeit.",
          },
        ],
      },
      {
        id: "privacy",
        heading: "7. Datenschutz",
        blocks: [{ p: "Wie wir mit Personendaten umgehen, steht in der Datenschutzerklärung." }],
      },
      {
        id: "changes",
        heading: "8. Änderungen, Recht und Gerichtsstand",
        blocks: [
          {
            p: "Wir können diese Bedingungen ändern; über wichtige Änderungen informieren wir Kontoinhaberinnen und -inhaber mindestens 30 Tage im Voraus per E-Mail. Es gilt Schweizer Recht. Gerichtsstand ist Zürich, soweit zwingendes Recht nichts anderes vorsieht.",
          },
        ],
      },
    ],
  },
  privacy: {
    updated: LEGAL_UPDATED,
    intro:
      "Diese Datenschutzerklärung informiert dich gemäss dem Bundesgesetz über den Datenschutz (DSG, Art. 19), welche Personendaten Jobatlas speichert, wozu, wie lange, an wen sie gehen und wie du sie einsehen, herausverlangen oder löschen lassen kannst.",
    sections: [
      {
        id: "controller",
        heading: "1. Verantwortlich",
        blocks: [
          {
            p: "Jobatlas AG, Musterstrasse 1, 8000 Zürich, Schweiz (Platzhalterangaben, siehe Impressum). Fragen zum Datenschutz: privacy@jobatlas.example",
          },
        ],
      },
      {
        id: "data",
        heading: "2. Was wir speichern und wozu",
        blocks: [
          {
            ul: [
              "Kontodaten: E-Mail-Adresse, Vor- und Nachname, bevorzugte Sprache und bei Arbeitgebern Firmenname, Grösse, Abo und Rolle. Wozu: um dein Konto zu führen, dich anzumelden und dir in deiner Sprache zu schreiben.",
              "Sitzungen: eine zufällige Sitzungskennung (nur als Hash gespeichert), wann sie erstellt und zuletzt verwendet wurde. Wozu: damit du angemeldet bleibst.",
              "Anmeldelinks und 6-stellige Codes: nur als Hash gespeichert. Wozu: um dich anzumelden und zu prüfen, dass eine E-Mail-Adresse dir gehört.",
              "Bewerbungen: die Angaben, Texte und Unterlagen, die du einem Arbeitgeber sendest, und ihr Status. Wozu: um deine Bewerbung an den Arbeitgeber weiterzugeben und sie für dich verfolgbar zu machen.",
              "Bewertungen von Bewerbungen: Mitglieder einer Firma, bei der du dich beworben hast, können deine Bewerbung mit 1 bis 5 Sternen und einer kurzen Notiz bewerten; nur die Mitglieder der Firma sehen sie. Wozu: damit das Team der Firma Bewerbungen vergleichen kann. Dein Datenexport zeigt sie (Sterne, Notiz und Datum, ohne die Namen der Mitglieder, die bewertet haben).",
              "Hochgeladene Bilder: dein Profilbild. Wozu: um es in deinem Profil und den Arbeitgebern zu zeigen, bei denen du dich bewirbst.",
              "Kontaktanfragen: Name, E-Mail-Adresse, Firma und Nachricht aus dem Kontakt- und dem Kaufformular. Wozu: um dir zu antworten und bei Kaufanfragen das Abo einzurichten und zu verrechnen.",
              "Job-Abos: wonach du suchst (Berufsbezeichnungen oder Rolle, Ort und Umkreis, Branchen, Pensum), wie oft, ob es aktiv ist, wann wir zuletzt gemailt haben und die Stellen, die wir ihm zugeordnet haben; der Job-Abo eines Besuchers enthält auch E-Mail-Adresse und Sprache. Die Links in unseren E-Mails (bestätigen, abbestellen) speichern wir nur als Hash. Wozu: um dir passende neue Stellen zu mailen und dich mit einem Klick abmelden zu lassen.",
              "Berufsorientierung (Z-TDI): deine Bewertungen der 30 Aussagen, die Werte, die Sprache und, wenn du sie angibst oder angemeldet bist, deine E-Mail-Adresse und dein Konto; der Link zum Ergebnis wird nur als Hash gespeichert. Wozu: um dir dein Ergebnis über den Link wieder zu zeigen und es auf deinen Wunsch in dein Suchprofil zu übernehmen.",
              "Umfrage zur Orientierung: Altersgruppe, Geschlecht, Führungsverantwortung, Ausbildung und Branche, nur was du beantwortest, mit dem Tag allein – getrennt von jedem Ergebnis und ohne Name, Adresse oder Uhrzeit, sodass die Antworten dir nicht zugeordnet werden können. Wozu: Statistik, um die Orientierung zu verbessern.",
              "Karriere-Experimente: Titel, Berufsbezeichnungen, Branchen und Region jeder Hypothese, die du testest, ihr Status und deine Bewertungen ihrer Stellen (passt oder passt nicht, mit deiner Notiz). Wozu: um dir die passenden Stellen und deine Bewertungen zu zeigen, um andere Stellensuchende mit einem ähnlichen Profil zu zählen (nur als Zahl, nie wer) und, wenn du es wünschst, die Berufsbezeichnungen und Branchen in dein Suchprofil zu übernehmen.",
              "E-Mail-Protokoll (Postausgang): jede E-Mail, die wir senden, mit Empfänger, Betreff, Text und Versandstatus. Wozu: um E-Mails zuverlässig zuzustellen und Reklamationen zu bearbeiten.",
              "Server-Protokolle: IP-Adresse, Zeit, aufgerufene Adresse und Antwortstatus jeder Anfrage. Wozu: Sicherheit, Begrenzung von Missbrauch und Fehlersuche.",
            ],
          },
          {
            p: "Wir verwenden keine Werbe- oder Analyse-Cookies. Unsere Cookies: sessionid (hält dich angemeldet), csrftoken (schützt Formulare vor gefälschten Anfragen), lang (deine Sprache). Dein Farbschema bleibt nur in deinem Browser gespeichert.",
          },
        ],
      },
      {
        id: "retention",
        heading: "3. Wie lange wir Daten aufbewahren",
        blocks: [
          {
            table: {
              caption: "Aufbewahrungsfristen",
              head: ["Daten", "Aufbewahrt für"],
              rows: [
                ["Sitzungen", "30 Tage nach der letzten Nutzung oder bis zur Abmeldung"],
                ["Anmeldelinks", "10 Minuten, und nur bis zur ersten Verwendung"],
                ["6-stellige Codes", "10 Minuten, und nur bis zur ersten Verwendung oder nach 3 Fehlversuchen"],
                [
                  "Abgeschlossene, abgelehnte oder zurückgezogene Bewerbungen",
                  "90 Tage nach dem Abschluss (ein Arbeitgeber kann 30 bis 180 Tage festlegen), dann gelöscht samt Antworten, Unterlagen und Kontaktanfragen",
                ],
                ["Anonyme Bewerbungen ohne bestätigte E-Mail-Adresse", "24 Stunden"],
                ["Kontakt- und Kaufanfragen", "2 Jahre"],
                ["Server-Protokolle mit IP-Adressen", "14 Tage"],
                ["Kontodaten, Bilder, laufende Bewerbungen", "Bis du sie oder dein Konto löschst"],
                ["E-Mail-Protokoll", "90 Tage nach dem Versand"],
                [
                  "Protokoll der Löschläufe",
                  "Aufbewahrt: nur wie viele Einträge welcher Art gelöscht wurden, nie wessen",
                ],
                ["Weggeklickte Benachrichtigungen im Arbeitgeberbereich", "30 Tage nach dem Wegklicken"],
                ["Einladungen in ein Firmenkonto", "30 Tage nach Ablauf oder Annahme"],
                ["Einladungen von Arbeitgebern zur Bewerbung", "30 Tage nach Ablauf, oder mit der Bewerbung"],
                ["Job-Abos eines Kontos", "Bis du sie oder dein Konto löschst"],
                ["Job-Abos von Besuchern (nur E-Mail)", "7 Tage, wenn nicht bestätigt; 30 Tage nach dem Abbestellen"],
                [
                  "Bestätigungs- und Abmeldelinks der Job-Abos",
                  "30 Tage, nachdem sie verwendet wurden oder abgelaufen sind",
                ],
                ["Ergebnisse der Berufsorientierung (Z-TDI)", "2 Jahre nach dem Ausfüllen"],
                ["Antworten der Umfrage zur Orientierung", "Keine Personendaten: für die Statistik aufbewahrt"],
                [
                  "Karriere-Experimente und ihre Bewertungen",
                  "Bis du dein Konto löschst (auch archivierte Experimente); eine Bewertung, bis du sie entfernst",
                ],
                [
                  "Bewertungen einer Bewerbung durch Arbeitgeber",
                  "Gelöscht mit der Bewerbung oder wenn du deine Daten löschst; die Bewertung eines Mitglieds auch, wenn es sie entfernt oder sein Konto löscht",
                ],
                ["Konten, deren E-Mail-Adresse nie bestätigt wurde", "7 Tage"],
              ],
            },
          },
          {
            p: "Rechnungen und die zugehörigen Unterlagen bewahren wir 10 Jahre auf, wie es das Gesetz verlangt (Art. 958f OR).",
          },
        ],
      },
      {
        id: "recipients",
        heading: "4. Wer Daten erhält",
        blocks: [
          {
            ul: [
              "Arbeitgeber erhalten die Bewerbungen, die du ihnen sendest, und – wenn du den Zugang gewährst – dein Profil im Kandidatenpool.",
              "Unsere Dienstleister für Hosting und E-Mail-Versand bearbeiten Daten in unserem Auftrag, in der Schweiz.",
              "Wir verkaufen keine Daten und geben sie nicht ins Ausland bekannt.",
            ],
          },
        ],
      },
      {
        id: "rights",
        heading: "5. Deine Rechte: Auskunft, Herausgabe, Berichtigung, Löschung",
        blocks: [
          {
            p: "Dein Profil zeigt deine Kontodaten; dort änderst du Name, Sprache, Bild und E-Mail-Adresse. Unter «Deine Daten» in deinem Profil lädst du eine Kopie aller Daten herunter, die wir über dich speichern (eine JSON-Datei, ein gängiges maschinenlesbares Format), und löschst dein Konto: Deine Personendaten werden sofort gelöscht; Arbeitgeber, bei denen du dich beworben hast, behalten nur Status und Daten der Bewerbung, ohne deine Identität. Ohne Konto (z. B. nach einer anonymen Bewerbung) forderst du die Daten unter deiner E-Mail-Adresse mit dem Formular unten an: Wir senden dir einen Code, der beweist, dass die Adresse dir gehört; dann lädst du die Daten herunter oder löschst sie. Du kannst auch an privacy@jobatlas.example schreiben. Wir antworten innert 30 Tagen und kostenlos.",
          },
          {
            p: "Du kannst einer Bearbeitung auch widersprechen und dich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) beschweren, https://www.edoeb.admin.ch",
          },
        ],
      },
      {
        id: "security",
        heading: "6. Sicherheit",
        blocks: [
          {
            p: "Verbindungen sind verschlüsselt. Sitzungskennungen, Anmeldelinks und Codes speichern wir nur als Hash; Bilder werden geprüft und von unseren eigenen Servern ausgeliefert. Zugriff auf Personendaten haben nur die Personen, die ihn brauchen.",
          },
        ],
      },
    ],
  },
};
