import { t, type Family } from "./types";

export const services: Family = {
  key: "services",
  remote: { on_site: 100, hybrid: 0, remote: 0 },
  roles: [
    {
      key: "mechatronic",
      title: t(
        "Automobil-Mechatroniker/in",
        "Mécatronicien/ne d'automobiles",
        "Meccatronico/a d'automobili",
        "Automotive Mechatronics Technician",
      ),
      qualification: t(
        "Abgeschlossene Lehre als Automobil-Mechatroniker/in EFZ",
        "CFC de mécatronicien/ne d'automobiles",
        "AFC di meccatronico/a d'automobili",
        "Completed automotive mechatronics apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Service-, Diagnose- und Reparaturarbeiten an Personenwagen aller Marken",
          "Travaux de service, de diagnostic et de réparation sur voitures de toutes marques",
          "Lavori di servizio, diagnosi e riparazione su automobili di tutte le marche",
          "Service, diagnose and repair cars of all makes",
        ),
        t(
          "Arbeiten an Hybrid- und Elektrofahrzeugen",
          "Travaux sur véhicules hybrides et électriques",
          "Lavori su veicoli ibridi ed elettrici",
          "Work on hybrid and electric vehicles",
        ),
        t(
          "Vorbereitung der Fahrzeuge für die MFK",
          "Préparer les véhicules pour l'expertise",
          "Preparazione dei veicoli per il collaudo",
          "Prepare vehicles for the roadworthiness test",
        ),
      ],
      salary: [62_000, 78_000],
    },
    {
      key: "cleaner",
      title: t("Reinigungsmitarbeiter/in", "Agent/e d'entretien", "Addetto/a alle pulizie", "Cleaner"),
      qualification: t(
        "Erfahrung in der Unterhaltsreinigung, Ausbildung als Gebäudereiniger/in von Vorteil",
        "Expérience du nettoyage d'entretien, CFC d'agent/e de propreté un atout",
        "Esperienza nelle pulizie di manutenzione, AFC di operatore/trice di edifici un vantaggio",
        "Cleaning experience, building cleaning apprenticeship an advantage",
      ),
      duties: [
        t(
          "Unterhaltsreinigung von Büros, Praxen und Treppenhäusern",
          "Nettoyage d'entretien de bureaux, cabinets et cages d'escalier",
          "Pulizia di manutenzione di uffici, studi e scale",
          "Clean offices, practices and stairwells",
        ),
        t(
          "Grund- und Spezialreinigungen mit Maschinen",
          "Nettoyages de fond et spéciaux avec des machines",
          "Pulizie di fondo e speciali con macchinari",
          "Deep and specialist cleaning with machines",
        ),
      ],
      salary: [44_000, 52_000],
      workloads: [
        [20, 40],
        [40, 60],
        [60, 80],
        [80, 100],
      ],
      extraEmployment: "temporary",
    },
    {
      key: "gardener",
      title: t("Landschaftsgärtner/in", "Paysagiste", "Giardiniere/a paesaggista", "Landscape Gardener"),
      qualification: t(
        "Abgeschlossene Lehre als Gärtner/in EFZ Garten- und Landschaftsbau",
        "CFC d'horticulteur/trice paysagiste",
        "AFC di giardiniere/a paesaggista",
        "Completed landscape gardening apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Neuanlage und Pflege von Gärten, Terrassen und Naturteichen",
          "Création et entretien de jardins, terrasses et étangs naturels",
          "Realizzazione e manutenzione di giardini, terrazze e stagni naturali",
          "Create and maintain gardens, terraces and natural ponds",
        ),
        t(
          "Bedienen von Kleinbaggern und Gartenmaschinen",
          "Conduire des mini-pelles et des machines de jardin",
          "Uso di miniescavatori e macchine da giardino",
          "Operate mini diggers and garden machinery",
        ),
      ],
      salary: [56_000, 68_000],
      extraEmployment: "temporary",
    },
    {
      key: "hairdresser",
      title: t("Coiffeur/Coiffeuse", "Coiffeur/euse", "Parrucchiere/a", "Hairdresser"),
      qualification: t(
        "Abgeschlossene Lehre als Coiffeur/Coiffeuse EFZ",
        "CFC de coiffeur/euse",
        "AFC di parrucchiere/a",
        "Completed hairdressing apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Schneiden, Färben und Stylen für Damen und Herren",
          "Coupe, coloration et coiffage pour dames et messieurs",
          "Taglio, colore e piega per donna e uomo",
          "Cut, colour and style for women and men",
        ),
        t(
          "Typberatung und Verkauf von Pflegeprodukten",
          "Conseil personnalisé et vente de produits de soin",
          "Consulenza d'immagine e vendita di prodotti per la cura",
          "Style advice and selling care products",
        ),
      ],
      salary: [45_000, 56_000],
      workloads: [
        [60, 80],
        [80, 100],
        [40, 60],
      ],
    },
    {
      key: "security",
      title: t("Sicherheitsmitarbeiter/in", "Agent/e de sécurité", "Agente di sicurezza", "Security Officer"),
      qualification: t(
        "Erfahrung im Sicherheitsdienst, Ausbildung als Sicherheitsfachmann/-frau von Vorteil",
        "Expérience dans la sécurité, brevet d'agent/e de sécurité un atout",
        "Esperienza nel servizio di sicurezza, attestato di agente di sicurezza un vantaggio",
        "Security experience, security specialist diploma an advantage",
      ),
      duties: [
        t(
          "Objektschutz, Patrouillen und Zutrittskontrollen",
          "Surveillance d'objets, patrouilles et contrôles d'accès",
          "Protezione di oggetti, pattuglie e controlli degli accessi",
          "Site security, patrols and access control",
        ),
        t(
          "Einsätze an Veranstaltungen und Messen",
          "Interventions lors de manifestations et de salons",
          "Interventi durante manifestazioni e fiere",
          "Work at events and trade fairs",
        ),
      ],
      salary: [55_000, 66_000],
      workloads: [
        [40, 60],
        [80, 100],
        [100, 100],
      ],
      extraEmployment: "temporary",
    },
    {
      key: "caretaker",
      title: t("Hauswart/in", "Concierge", "Custode", "Caretaker"),
      qualification: t(
        "Handwerkliche Lehre, idealerweise mit Fachausweis Hauswart",
        "CFC dans un métier manuel, idéalement brevet fédéral de concierge",
        "AFC in un mestiere manuale, idealmente attestato professionale di custode",
        "Trade apprenticeship, ideally a federal caretaker diploma",
      ),
      duties: [
        t(
          "Technischer und gärtnerischer Unterhalt mehrerer Liegenschaften",
          "Entretien technique et extérieur de plusieurs immeubles",
          "Manutenzione tecnica e degli spazi verdi di diversi stabili",
          "Technical and grounds maintenance of several buildings",
        ),
        t(
          "Ansprechperson für Mieterinnen und Mieter",
          "Interlocuteur/trice des locataires",
          "Persona di riferimento per gli inquilini",
          "Point of contact for tenants",
        ),
      ],
      salary: [62_000, 74_000],
    },
  ],
  duties: [
    t(
      "Sorgfältiger Umgang mit Material und Kundeneigentum",
      "Manipulation soigneuse du matériel et des biens des clients",
      "Uso accurato del materiale e dei beni dei clienti",
      "Take good care of equipment and customers' property",
    ),
    t(
      "Rapportieren der geleisteten Arbeiten per App",
      "Saisir les travaux effectués dans l'application",
      "Registrazione dei lavori svolti tramite app",
      "Log completed work in our app",
    ),
  ],
  requirements: [
    t(
      "Kundenorientierung und gepflegte Umgangsformen",
      "Sens du service et bonnes manières",
      "Orientamento al cliente e buone maniere",
      "Customer focus and good manners",
    ),
    t(
      "Handwerkliches Geschick und Sorgfalt",
      "Habileté manuelle et minutie",
      "Abilità manuale e accuratezza",
      "Practical skills and care",
    ),
    t("Einwandfreier Leumund", "Réputation irréprochable", "Reputazione irreprensibile", "Clean record"),
  ],
  team: [
    t(
      "Unser Team in {place} ist täglich für Kundinnen und Kunden in der ganzen Region unterwegs.",
      "Notre équipe de {place} est chaque jour au service de clients dans toute la région.",
      "Il nostro team di {place} è ogni giorno al servizio di clienti in tutta la regione.",
      "Our {place} team is out every day serving customers across the region.",
    ),
    t(
      "Bei {org} zählt Teamgeist: Wir helfen einander und feiern Erfolge gemeinsam.",
      "Chez {org}, l'esprit d'équipe compte : nous nous entraidons et fêtons nos succès ensemble.",
      "Da {org} conta lo spirito di squadra: ci aiutiamo a vicenda e festeggiamo insieme i successi.",
      "At {org}, team spirit matters: we help each other and celebrate success together.",
    ),
  ],
  benefits: [
    t(
      "Geschäftsfahrzeug auch für den Arbeitsweg",
      "Véhicule de service aussi pour le trajet domicile-travail",
      "Veicolo aziendale anche per il tragitto casa-lavoro",
      "Company vehicle, also for commuting",
    ),
    t("Arbeitskleidung wird gestellt", "Vêtements de travail fournis", "Abiti da lavoro forniti", "Workwear provided"),
    t(
      "Regelmässige interne Schulungen",
      "Formations internes régulières",
      "Formazioni interne regolari",
      "Regular in-house training",
    ),
  ],
  about: [
    t(
      "Zuverlässigkeit, Sauberkeit und ein freundliches Auftreten sind unser Markenzeichen.",
      "Fiabilité, propreté et amabilité sont notre marque de fabrique.",
      "Affidabilità, pulizia e cordialità sono il nostro marchio di fabbrica.",
      "Reliability, cleanliness and friendliness are our trademarks.",
    ),
    t(
      "Unsere Kundschaft schätzt kurze Reaktionszeiten und faire Preise.",
      "Notre clientèle apprécie notre réactivité et nos prix équitables.",
      "La nostra clientela apprezza tempi di reazione brevi e prezzi equi.",
      "Our customers value fast response times and fair prices.",
    ),
  ],
  skills: {
    question: t(
      "Welche Erfahrungen bringen Sie mit?",
      "Quelles expériences avez-vous ?",
      "Quali esperienze porta con sé?",
      "Which experience do you bring?",
    ),
    options: [
      t("Kundendienst vor Ort", "Service chez le client", "Servizio presso il cliente", "On-site customer service"),
      t("Maschinenbedienung", "Conduite de machines", "Uso di macchinari", "Operating machinery"),
      t("Schichtarbeit", "Travail en équipes", "Lavoro a turni", "Shift work"),
      t("Führung von Mitarbeitenden", "Conduite de personnel", "Conduzione di collaboratori", "Leading staff"),
      t("Elektrofahrzeuge", "Véhicules électriques", "Veicoli elettrici", "Electric vehicles"),
    ],
  },
};
