// Generated from resources/isic-rev4-divisions.csv (ISIC Rev.4 divisions; UNSD English, FSO NOGA 2008 de/fr/it).
// Regenerate with `node scripts/generate-industries.mjs` if the source changes.

export const INDUSTRIES = [
  {
    "code": "A1",
    "section": "A",
    "division": "01",
    "labels": {
      "de": "Landwirtschaft, Jagd und damit verbundene Tätigkeiten",
      "en": "Crop and animal production, hunting and related service activities",
      "fr": "Culture et production animale, chasse et services annexes",
      "it": "Produzioni vegetali e animali, caccia e servizi connessi"
    }
  },
  {
    "code": "A2",
    "section": "A",
    "division": "02",
    "labels": {
      "de": "Forstwirtschaft und Holzeinschlag",
      "en": "Forestry and logging",
      "fr": "Sylviculture et exploitation forestière",
      "it": "Silvicoltura e utilizzo di aree forestali"
    }
  },
  {
    "code": "A3",
    "section": "A",
    "division": "03",
    "labels": {
      "de": "Fischerei und Aquakultur",
      "en": "Fishing and aquaculture",
      "fr": "Pêche et aquaculture",
      "it": "Pesca e acquicoltura"
    }
  },
  {
    "code": "B5",
    "section": "B",
    "division": "05",
    "labels": {
      "de": "Kohlenbergbau",
      "en": "Mining of coal and lignite",
      "fr": "Extraction de houille et de lignite",
      "it": "Estrazione di carbone e lignite"
    }
  },
  {
    "code": "B6",
    "section": "B",
    "division": "06",
    "labels": {
      "de": "Gewinnung von Erdöl und Erdgas",
      "en": "Extraction of crude petroleum and natural gas",
      "fr": "Extraction d'hydrocarbures",
      "it": "Estrazione di petrolio greggio e di gas naturale"
    }
  },
  {
    "code": "B7",
    "section": "B",
    "division": "07",
    "labels": {
      "de": "Erzbergbau",
      "en": "Mining of metal ores",
      "fr": "Extraction de minerais métalliques",
      "it": "Estrazione di minerali metalliferi"
    }
  },
  {
    "code": "B8",
    "section": "B",
    "division": "08",
    "labels": {
      "de": "Gewinnung von Steinen und Erden, sonstiger Bergbau",
      "en": "Other mining and quarrying",
      "fr": "Autres industries extractives",
      "it": "Altre attività estrattive"
    }
  },
  {
    "code": "B9",
    "section": "B",
    "division": "09",
    "labels": {
      "de": "Erbringung von Dienstleistungen für den Bergbau und für die Gewinnung von Steinen und Erden",
      "en": "Mining support service activities",
      "fr": "Services de soutien aux industries extractives",
      "it": "Attività dei servizi di supporto all'estrazione"
    }
  },
  {
    "code": "C10",
    "section": "C",
    "division": "10",
    "labels": {
      "de": "Herstellung von Nahrungs- und Futtermitteln",
      "en": "Manufacture of food products",
      "fr": "Industries alimentaires",
      "it": "Industrie alimentari"
    }
  },
  {
    "code": "C11",
    "section": "C",
    "division": "11",
    "labels": {
      "de": "Getränkeherstellung",
      "en": "Manufacture of beverages",
      "fr": "Fabrication de boissons",
      "it": "Produzione di bevande"
    }
  },
  {
    "code": "C12",
    "section": "C",
    "division": "12",
    "labels": {
      "de": "Tabakverarbeitung",
      "en": "Manufacture of tobacco products",
      "fr": "Fabrication de produits à base de tabac",
      "it": "Industria del tabacco"
    }
  },
  {
    "code": "C13",
    "section": "C",
    "division": "13",
    "labels": {
      "de": "Herstellung von Textilien",
      "en": "Manufacture of textiles",
      "fr": "Fabrication de textiles",
      "it": "Industrie tessili"
    }
  },
  {
    "code": "C14",
    "section": "C",
    "division": "14",
    "labels": {
      "de": "Herstellung von Bekleidung",
      "en": "Manufacture of wearing apparel",
      "fr": "Industrie de l'habillement",
      "it": "Confezione di articoli di abbigliamento"
    }
  },
  {
    "code": "C15",
    "section": "C",
    "division": "15",
    "labels": {
      "de": "Herstellung von Leder, Lederwaren und Schuhen",
      "en": "Manufacture of leather and related products",
      "fr": "Industrie du cuir et de la chaussure",
      "it": "Confezione di articoli in pelle e simili"
    }
  },
  {
    "code": "C16",
    "section": "C",
    "division": "16",
    "labels": {
      "de": "Herstellung von Holz-, Flecht-, Korb- und Korkwaren (ohne Möbel)",
      "en": "Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials",
      "fr": "Travail du bois et fabrication d'articles en bois et en liège, à l'exception des meubles; fabrication d'articles en vannerie et sparterie",
      "it": "Industria del legno e dei prodotti in legno e sughero, esclusi i mobili; fabbricazione di articoli in paglia e materiali da intreccio"
    }
  },
  {
    "code": "C17",
    "section": "C",
    "division": "17",
    "labels": {
      "de": "Herstellung von Papier, Pappe und Waren daraus",
      "en": "Manufacture of paper and paper products",
      "fr": "Industrie du papier et du carton",
      "it": "Fabbricazione di carta e di prodotti di carta"
    }
  },
  {
    "code": "C18",
    "section": "C",
    "division": "18",
    "labels": {
      "de": "Herstellung von Druckerzeugnissen; Vervielfältigung von bespielten Ton-, Bild- und Datenträgern",
      "en": "Printing and reproduction of recorded media",
      "fr": "Imprimerie et reproduction d'enregistrements",
      "it": "Stampa e riproduzione su supporti registrati"
    }
  },
  {
    "code": "C19",
    "section": "C",
    "division": "19",
    "labels": {
      "de": "Kokerei und Mineralölverarbeitung",
      "en": "Manufacture of coke and refined petroleum products",
      "fr": "Cokéfaction et raffinage",
      "it": "Fabbricazione di coke e prodotti derivanti dalla raffinazione del petrolio"
    }
  },
  {
    "code": "C20",
    "section": "C",
    "division": "20",
    "labels": {
      "de": "Herstellung von chemischen Erzeugnissen",
      "en": "Manufacture of chemicals and chemical products",
      "fr": "Industrie chimique",
      "it": "Fabbricazione di prodotti chimici"
    }
  },
  {
    "code": "C21",
    "section": "C",
    "division": "21",
    "labels": {
      "de": "Herstellung von pharmazeutischen Erzeugnissen",
      "en": "Manufacture of basic pharmaceutical products and pharmaceutical preparations",
      "fr": "Industrie pharmaceutique",
      "it": "Fabbricazione di prodotti farmaceutici di base e di preparati farmaceutici"
    }
  },
  {
    "code": "C22",
    "section": "C",
    "division": "22",
    "labels": {
      "de": "Herstellung von Gummi- und Kunststoffwaren",
      "en": "Manufacture of rubber and plastics products",
      "fr": "Fabrication de produits en caoutchouc et en plastique",
      "it": "Fabbricazione di articoli in gomma e materie plastiche"
    }
  },
  {
    "code": "C23",
    "section": "C",
    "division": "23",
    "labels": {
      "de": "Herstellung von Glas und Glaswaren, Keramik, Verarbeitung von Steinen und Erden",
      "en": "Manufacture of other non-metallic mineral products",
      "fr": "Fabrication d'autres produits minéraux non métalliques",
      "it": "Fabbricazione di altri prodotti della lavorazione di minerali non metalliferi"
    }
  },
  {
    "code": "C24",
    "section": "C",
    "division": "24",
    "labels": {
      "de": "Metallerzeugung und -bearbeitung",
      "en": "Manufacture of basic metals",
      "fr": "Métallurgie",
      "it": "Attività metallurgiche"
    }
  },
  {
    "code": "C25",
    "section": "C",
    "division": "25",
    "labels": {
      "de": "Herstellung von Metallerzeugnissen",
      "en": "Manufacture of fabricated metal products, except machinery and equipment",
      "fr": "Fabrication de produits métalliques, à l'exception des machines et des équipements",
      "it": "Fabbricazione di prodotti in metallo, esclusi macchinari e attrezzature"
    }
  },
  {
    "code": "C26",
    "section": "C",
    "division": "26",
    "labels": {
      "de": "Herstellung von Datenverarbeitungsgeräten, elektronischen und optischen Erzeugnissen",
      "en": "Manufacture of computer, electronic and optical products",
      "fr": "Fabrication de produits informatiques, électroniques et optiques",
      "it": "Fabbricazione di computer e prodotti di elettronica e ottica"
    }
  },
  {
    "code": "C27",
    "section": "C",
    "division": "27",
    "labels": {
      "de": "Herstellung von elektrischen Ausrüstungen",
      "en": "Manufacture of electrical equipment",
      "fr": "Fabrication d'équipements électriques",
      "it": "Fabbricazione di apparecchiature elettriche"
    }
  },
  {
    "code": "C28",
    "section": "C",
    "division": "28",
    "labels": {
      "de": "Maschinenbau",
      "en": "Manufacture of machinery and equipment n.e.c.",
      "fr": "Fabrication de machines et équipements n.c.a.",
      "it": "Fabbricazione di macchinari e apparecchiature n.c.a."
    }
  },
  {
    "code": "C29",
    "section": "C",
    "division": "29",
    "labels": {
      "de": "Herstellung von Automobilen und Automobilteilen",
      "en": "Manufacture of motor vehicles, trailers and semi-trailers",
      "fr": "Industrie automobile",
      "it": "Fabbricazione di autoveicoli, rimorchi e semirimorchi"
    }
  },
  {
    "code": "C30",
    "section": "C",
    "division": "30",
    "labels": {
      "de": "Sonstiger Fahrzeugbau",
      "en": "Manufacture of other transport equipment",
      "fr": "Fabrication d'autres matériels de transport",
      "it": "Fabbricazione di altri mezzi di trasporto"
    }
  },
  {
    "code": "C31",
    "section": "C",
    "division": "31",
    "labels": {
      "de": "Herstellung von Möbeln",
      "en": "Manufacture of furniture",
      "fr": "Fabrication de meubles",
      "it": "Fabbricazione di mobili"
    }
  },
  {
    "code": "C32",
    "section": "C",
    "division": "32",
    "labels": {
      "de": "Herstellung von sonstigen Waren",
      "en": "Other manufacturing",
      "fr": "Autres industries manufacturières",
      "it": "Altre industrie manifatturiere"
    }
  },
  {
    "code": "C33",
    "section": "C",
    "division": "33",
    "labels": {
      "de": "Reparatur und Installation von Maschinen und Ausrüstungen",
      "en": "Repair and installation of machinery and equipment",
      "fr": "Réparation et installation de machines et d'équipements",
      "it": "Riparazione e installazione di macchine e apparecchiature"
    }
  },
  {
    "code": "D35",
    "section": "D",
    "division": "35",
    "labels": {
      "de": "Energieversorgung",
      "en": "Electricity, gas, steam and air conditioning supply",
      "fr": "Production et distribution d'électricité, de gaz, de vapeur et d'air conditionné",
      "it": "Fornitura di energia elettrica, gas, vapore e aria condizionata"
    }
  },
  {
    "code": "E36",
    "section": "E",
    "division": "36",
    "labels": {
      "de": "Wasserversorgung",
      "en": "Water collection, treatment and supply",
      "fr": "Captage, traitement et distribution d'eau",
      "it": "Raccolta, trattamento e fornitura di acqua"
    }
  },
  {
    "code": "E37",
    "section": "E",
    "division": "37",
    "labels": {
      "de": "Abwasserentsorgung",
      "en": "Sewerage",
      "fr": "Collecte et traitement des eaux usées",
      "it": "Gestione delle reti fognarie"
    }
  },
  {
    "code": "E38",
    "section": "E",
    "division": "38",
    "labels": {
      "de": "Sammlung, Behandlung und Beseitigung von Abfällen; Rückgewinnung",
      "en": "Waste collection, treatment and disposal activities; materials recovery",
      "fr": "Collecte, traitement et élimination des déchets; récupération",
      "it": "Attività di raccolta, trattamento e smaltimento dei rifiuti; recupero dei materiali"
    }
  },
  {
    "code": "E39",
    "section": "E",
    "division": "39",
    "labels": {
      "de": "Beseitigung von Umweltverschmutzungen und sonstige Entsorgung",
      "en": "Remediation activities and other waste management services",
      "fr": "Dépollution et autres services de gestion des déchets",
      "it": "Attività di risanamento e altri servizi di gestione dei rifiuti"
    }
  },
  {
    "code": "F41",
    "section": "F",
    "division": "41",
    "labels": {
      "de": "Hochbau",
      "en": "Construction of buildings",
      "fr": "Construction de bâtiments",
      "it": "Costruzione di edifici"
    }
  },
  {
    "code": "F42",
    "section": "F",
    "division": "42",
    "labels": {
      "de": "Tiefbau",
      "en": "Civil engineering",
      "fr": "Génie civil",
      "it": "Ingegneria civile"
    }
  },
  {
    "code": "F43",
    "section": "F",
    "division": "43",
    "labels": {
      "de": "Vorbereitende Baustellenarbeiten, Bauinstallation und sonstiges Ausbaugewerbe",
      "en": "Specialized construction activities",
      "fr": "Travaux de construction spécialisés",
      "it": "Lavori di costruzione specializzati"
    }
  },
  {
    "code": "G45",
    "section": "G",
    "division": "45",
    "labels": {
      "de": "Handel mit Motorfahrzeugen; Instandhaltung und Reparatur von Motorfahrzeugen",
      "en": "Wholesale and retail trade and repair of motor vehicles and motorcycles",
      "fr": "Commerce et réparation d'automobiles et de motocycles",
      "it": "Commercio all'ingrosso e al dettaglio e riparazione di autoveicoli e motocicli"
    }
  },
  {
    "code": "G46",
    "section": "G",
    "division": "46",
    "labels": {
      "de": "Grosshandel (ohne Handel mit Motorfahrzeugen)",
      "en": "Wholesale trade, except of motor vehicles and motorcycles",
      "fr": "Commerce de gros, à l'exception des automobiles et des motocycles",
      "it": "Commercio all'ingrosso, escluso quello di autoveicoli e di motocicli"
    }
  },
  {
    "code": "G47",
    "section": "G",
    "division": "47",
    "labels": {
      "de": "Detailhandel (ohne Handel mit Motorfahrzeugen)",
      "en": "Retail trade, except of motor vehicles and motorcycles",
      "fr": "Commerce de détail, à l'exception des automobiles et des motocycles",
      "it": "Commercio al dettaglio, escluso quello di autoveicoli e di motocicli"
    }
  },
  {
    "code": "H49",
    "section": "H",
    "division": "49",
    "labels": {
      "de": "Landverkehr und Transport in Rohrfernleitungen",
      "en": "Land transport and transport via pipelines",
      "fr": "Transports terrestres et transport par conduites",
      "it": "Trasporto terrestre e trasporto mediante condotte"
    }
  },
  {
    "code": "H50",
    "section": "H",
    "division": "50",
    "labels": {
      "de": "Schifffahrt",
      "en": "Water transport",
      "fr": "Transports par eau",
      "it": "Trasporti marittimi e per vie d'acqua"
    }
  },
  {
    "code": "H51",
    "section": "H",
    "division": "51",
    "labels": {
      "de": "Luftfahrt",
      "en": "Air transport",
      "fr": "Transports aériens",
      "it": "Trasporto aereo"
    }
  },
  {
    "code": "H52",
    "section": "H",
    "division": "52",
    "labels": {
      "de": "Lagerei sowie Erbringung von sonstigen Dienstleistungen für den Verkehr",
      "en": "Warehousing and support activities for transportation",
      "fr": "Entreposage et services auxiliaires des transports",
      "it": "Magazzinaggio e attività di supporto ai trasporti"
    }
  },
  {
    "code": "H53",
    "section": "H",
    "division": "53",
    "labels": {
      "de": "Post-, Kurier- und Expressdienste",
      "en": "Postal and courier activities",
      "fr": "Activités de poste et de courrier",
      "it": "Servizi postali e attività di corriere"
    }
  },
  {
    "code": "I55",
    "section": "I",
    "division": "55",
    "labels": {
      "de": "Beherbergung",
      "en": "Accommodation",
      "fr": "Hébergement",
      "it": "Servizi di alloggio"
    }
  },
  {
    "code": "I56",
    "section": "I",
    "division": "56",
    "labels": {
      "de": "Gastronomie",
      "en": "Food and beverage service activities",
      "fr": "Restauration",
      "it": "Attività di servizi di ristorazione"
    }
  },
  {
    "code": "J58",
    "section": "J",
    "division": "58",
    "labels": {
      "de": "Verlagswesen",
      "en": "Publishing activities",
      "fr": "Édition",
      "it": "Attività editoriali"
    }
  },
  {
    "code": "J59",
    "section": "J",
    "division": "59",
    "labels": {
      "de": "Herstellung, Verleih und Vertrieb von Filmen und Fernsehprogrammen; Kinos; Tonstudios und Verlegen von Musik",
      "en": "Motion picture, video and television programme production, sound recording and music publishing activities",
      "fr": "Production de films cinématographiques, de vidéo et de programmes de télévision; enregistrement sonore et édition musicale",
      "it": "Attività di produzione cinematografica, di video e di programmi televisivi, di registrazioni musicali e sonore"
    }
  },
  {
    "code": "J60",
    "section": "J",
    "division": "60",
    "labels": {
      "de": "Rundfunkveranstalter",
      "en": "Programming and broadcasting activities",
      "fr": "Programmation et diffusion",
      "it": "Attività di programmazione e trasmissione"
    }
  },
  {
    "code": "J61",
    "section": "J",
    "division": "61",
    "labels": {
      "de": "Telekommunikation",
      "en": "Telecommunications",
      "fr": "Télécommunications",
      "it": "Telecomunicazioni"
    }
  },
  {
    "code": "J62",
    "section": "J",
    "division": "62",
    "labels": {
      "de": "Erbringung von Dienstleistungen der Informationstechnologie",
      "en": "Computer programming, consultancy and related activities",
      "fr": "Programmation, conseil et autres activités informatiques",
      "it": "Programmazione, consulenza informatica e attività connesse"
    }
  },
  {
    "code": "J63",
    "section": "J",
    "division": "63",
    "labels": {
      "de": "Informationsdienstleistungen",
      "en": "Information service activities",
      "fr": "Services d'information",
      "it": "Attività dei servizi d'informazione"
    }
  },
  {
    "code": "K64",
    "section": "K",
    "division": "64",
    "labels": {
      "de": "Erbringung von Finanzdienstleistungen",
      "en": "Financial service activities, except insurance and pension funding",
      "fr": "Activités des services financiers, hors assurance et caisses de retraite",
      "it": "Prestazione di servizi finanziari (ad esclusione di assicurazioni e fondi pensione)"
    }
  },
  {
    "code": "K65",
    "section": "K",
    "division": "65",
    "labels": {
      "de": "Versicherungen, Rückversicherungen und Pensionskassen (ohne Sozialversicherung)",
      "en": "Insurance, reinsurance and pension funding, except compulsory social security",
      "fr": "Assurance",
      "it": "Assicurazioni, riassicurazioni e fondi pensione, escluse le assicurazioni sociali obbligatorie"
    }
  },
  {
    "code": "K66",
    "section": "K",
    "division": "66",
    "labels": {
      "de": "Mit Finanz- und Versicherungsdienstleistungen verbundene Tätigkeiten",
      "en": "Activities auxiliary to financial service and insurance activities",
      "fr": "Activités auxiliaires de services financiers et d'assurance",
      "it": "Attività ausiliarie dei servizi finanziari e delle attività assicurative"
    }
  },
  {
    "code": "L68",
    "section": "L",
    "division": "68",
    "labels": {
      "de": "Grundstücks- und Wohnungswesen",
      "en": "Real estate activities",
      "fr": "Activités immobilières",
      "it": "Attività immobiliari"
    }
  },
  {
    "code": "M69",
    "section": "M",
    "division": "69",
    "labels": {
      "de": "Rechts- und Steuerberatung, Wirtschaftsprüfung",
      "en": "Legal and accounting activities",
      "fr": "Activités juridiques et comptables",
      "it": "Attività legali e contabilità"
    }
  },
  {
    "code": "M70",
    "section": "M",
    "division": "70",
    "labels": {
      "de": "Verwaltung und Führung von Unternehmen und Betrieben; Unternehmensberatung",
      "en": "Activities of head offices; management consultancy activities",
      "fr": "Activités des sièges sociaux; conseil de gestion",
      "it": "Attività di sedi centrali; consulenza gestionale"
    }
  },
  {
    "code": "M71",
    "section": "M",
    "division": "71",
    "labels": {
      "de": "Architektur- und Ingenieurbüros; technische, physikalische und chemische Untersuchung",
      "en": "Architectural and engineering activities; technical testing and analysis",
      "fr": "Activités d'architecture et d'ingénierie; activités de contrôle et analyses techniques",
      "it": "Attività degli studi di architettura e d'ingegneria; collaudi e analisi tecniche"
    }
  },
  {
    "code": "M72",
    "section": "M",
    "division": "72",
    "labels": {
      "de": "Forschung und Entwicklung",
      "en": "Scientific research and development",
      "fr": "Recherche-développement scientifique",
      "it": "Ricerca scientifica e sviluppo"
    }
  },
  {
    "code": "M73",
    "section": "M",
    "division": "73",
    "labels": {
      "de": "Werbung und Marktforschung",
      "en": "Advertising and market research",
      "fr": "Publicité et études de marché",
      "it": "Pubblicità e ricerche di mercato"
    }
  },
  {
    "code": "M74",
    "section": "M",
    "division": "74",
    "labels": {
      "de": "Sonstige freiberufliche, wissenschaftliche und technische Tätigkeiten",
      "en": "Other professional, scientific and technical activities",
      "fr": "Autres activités spécialisées, scientifiques et techniques",
      "it": "Altre attività professionali, scientifiche e tecniche"
    }
  },
  {
    "code": "M75",
    "section": "M",
    "division": "75",
    "labels": {
      "de": "Veterinärwesen",
      "en": "Veterinary activities",
      "fr": "Activités vétérinaires",
      "it": "Servizi veterinari"
    }
  },
  {
    "code": "N77",
    "section": "N",
    "division": "77",
    "labels": {
      "de": "Vermietung von beweglichen Sachen",
      "en": "Rental and leasing activities",
      "fr": "Activités de location et location-bail",
      "it": "Attività di noleggio e leasing"
    }
  },
  {
    "code": "N78",
    "section": "N",
    "division": "78",
    "labels": {
      "de": "Vermittlung und Überlassung von Arbeitskräften",
      "en": "Employment activities",
      "fr": "Activités liées à l'emploi",
      "it": "Attività di ricerca, selezione, fornitura di personale"
    }
  },
  {
    "code": "N79",
    "section": "N",
    "division": "79",
    "labels": {
      "de": "Reisebüros, Reiseveranstalter und Erbringung sonstiger Reservierungsdienstleistungen",
      "en": "Travel agency, tour operator, reservation service and related activities",
      "fr": "Activités des agences de voyage, voyagistes, services de réservation et activités connexes",
      "it": "Attività dei servizi delle agenzie di viaggio, dei tour operator e servizi di prenotazione e attività correlate"
    }
  },
  {
    "code": "N80",
    "section": "N",
    "division": "80",
    "labels": {
      "de": "Wach- und Sicherheitsdienste sowie Detekteien",
      "en": "Security and investigation activities",
      "fr": "Enquêtes et sécurité",
      "it": "Servizi di investigazione e vigilanza"
    }
  },
  {
    "code": "N81",
    "section": "N",
    "division": "81",
    "labels": {
      "de": "Gebäudebetreuung; Garten- und Landschaftsbau",
      "en": "Services to buildings and landscape activities",
      "fr": "Services relatifs aux bâtiments et aménagement paysager",
      "it": "Attività di servizi per edifici e per paesaggio"
    }
  },
  {
    "code": "N82",
    "section": "N",
    "division": "82",
    "labels": {
      "de": "Erbringung von wirtschaftlichen Dienstleistungen für Unternehmen und Privatpersonen a. n. g.",
      "en": "Office administrative, office support and other business support activities",
      "fr": "Activités administratives et autres activités de soutien aux entreprises",
      "it": "Attività amministrative e di supporto per le funzioni d'ufficio e altri servizi di supporto alle imprese"
    }
  },
  {
    "code": "O84",
    "section": "O",
    "division": "84",
    "labels": {
      "de": "Öffentliche Verwaltung, Verteidigung; Sozialversicherung",
      "en": "Public administration and defence; compulsory social security",
      "fr": "Administration publique et défense; sécurité sociale obligatoire",
      "it": "Amministrazione pubblica e difesa; assicurazione sociale obbligatoria"
    }
  },
  {
    "code": "P85",
    "section": "P",
    "division": "85",
    "labels": {
      "de": "Erziehung und Unterricht",
      "en": "Education",
      "fr": "Enseignement",
      "it": "Istruzione"
    }
  },
  {
    "code": "Q86",
    "section": "Q",
    "division": "86",
    "labels": {
      "de": "Gesundheitswesen",
      "en": "Human health activities",
      "fr": "Activités pour la santé humaine",
      "it": "Attività dei servizi sanitari"
    }
  },
  {
    "code": "Q87",
    "section": "Q",
    "division": "87",
    "labels": {
      "de": "Heime (ohne Erholungs- und Ferienheime)",
      "en": "Residential care activities",
      "fr": "Hébergement médico-social et social",
      "it": "Servizi di assistenza residenziale"
    }
  },
  {
    "code": "Q88",
    "section": "Q",
    "division": "88",
    "labels": {
      "de": "Sozialwesen (ohne Heime)",
      "en": "Social work activities without accommodation",
      "fr": "Action sociale sans hébergement",
      "it": "Assistenza sociale non residenziale"
    }
  },
  {
    "code": "R90",
    "section": "R",
    "division": "90",
    "labels": {
      "de": "Kreative, künstlerische und unterhaltende Tätigkeiten",
      "en": "Creative, arts and entertainment activities",
      "fr": "Activités créatives, artistiques et de spectacle",
      "it": "Attività creative, artistiche e d'intrattenimento"
    }
  },
  {
    "code": "R91",
    "section": "R",
    "division": "91",
    "labels": {
      "de": "Bibliotheken, Archive, Museen, botanische und zoologische Gärten",
      "en": "Libraries, archives, museums and other cultural activities",
      "fr": "Bibliothèques, archives, musées et autres activités culturelles",
      "it": "Attività di biblioteche, archivi, musei e altre attività culturali"
    }
  },
  {
    "code": "R92",
    "section": "R",
    "division": "92",
    "labels": {
      "de": "Spiel-, Wett- und Lotteriewesen",
      "en": "Gambling and betting activities",
      "fr": "Organisation de jeux de hasard et d'argent",
      "it": "Attività riguardanti scommesse e case da gioco"
    }
  },
  {
    "code": "R93",
    "section": "R",
    "division": "93",
    "labels": {
      "de": "Erbringung von Dienstleistungen des Sports, der Unterhaltung und der Erholung",
      "en": "Sports activities and amusement and recreation activities",
      "fr": "Activités sportives, récréatives et de loisirs",
      "it": "Attività sportive, di intrattenimento e di divertimento"
    }
  },
  {
    "code": "S94",
    "section": "S",
    "division": "94",
    "labels": {
      "de": "Interessenvertretungen sowie kirchliche und sonstige religiöse Vereinigungen (ohne Sozialwesen und Sport)",
      "en": "Activities of membership organizations",
      "fr": "Activités des organisations associatives",
      "it": "Attività di organizzazioni associative"
    }
  },
  {
    "code": "S95",
    "section": "S",
    "division": "95",
    "labels": {
      "de": "Reparatur von Datenverarbeitungsgeräten und Gebrauchsgütern",
      "en": "Repair of computers and personal and household goods",
      "fr": "Réparation d'ordinateurs et de biens personnels et domestiques",
      "it": "Riparazione di computer e di beni per uso personale e per la casa"
    }
  },
  {
    "code": "S96",
    "section": "S",
    "division": "96",
    "labels": {
      "de": "Erbringung von sonstigen überwiegend persönlichen Dienstleistungen",
      "en": "Other personal service activities",
      "fr": "Autres services personnels",
      "it": "Altre attività di servizi personali"
    }
  },
  {
    "code": "T97",
    "section": "T",
    "division": "97",
    "labels": {
      "de": "Private Haushalte mit Hauspersonal",
      "en": "Activities of households as employers of domestic personnel",
      "fr": "Activités des ménages en tant qu'employeurs de personnel domestique",
      "it": "Attività di famiglie e convivenze come datori di lavoro per personale domestico"
    }
  },
  {
    "code": "T98",
    "section": "T",
    "division": "98",
    "labels": {
      "de": "Herstellung von Waren und Erbringung von Dienstleistungen durch private Haushalte für den Eigenbedarf ohne ausgeprägten Schwerpunkt",
      "en": "Undifferentiated goods- and services-producing activities of private households for own use",
      "fr": "Activités indifférenciées des ménages en tant que producteurs de biens et services pour usage propre",
      "it": "Produzione di beni e di servizi indifferenziati per uso proprio da parte di famiglie e convivenze"
    }
  },
  {
    "code": "U99",
    "section": "U",
    "division": "99",
    "labels": {
      "de": "Exterritoriale Organisationen und Körperschaften",
      "en": "Activities of extraterritorial organizations and bodies",
      "fr": "Activités des organisations et organismes extraterritoriaux",
      "it": "Attività di organizzazioni e organismi extraterritoriali"
    }
  }
] as const;
