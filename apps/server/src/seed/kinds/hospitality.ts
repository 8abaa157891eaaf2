import { t } from "../texts";
import { type OrgKind, kw } from "./types";
import { HOTEL_WORDS } from "./words";

/** Hotels and restaurants. */
export const HOSPITALITY_KINDS: OrgKind[] = [
  {
    key: "hotel",
    weight: 7,
    sectors: ["I55", "I56"],
    jobs: [{ family: "hospitality" }, { family: "services", roles: ["cleaner"] }],
    names: {
      de: ["Hotel {word}", "Gasthof {word}", "Berghotel {word}", "Landgasthof {word}"],
      fr: ["Hôtel {word}", "Auberge {word}", "Hôtel-Restaurant {word}"],
      it: ["Albergo {word}", "Hotel {word}", "Albergo Ristorante {word}"],
    },
    words: HOTEL_WORDS,
    legal: { ag: 45, gmbh: 35, sole: 20 },
    plans: { free: 65, pro: 35 },
    sizes: { "1-9": 20, "10-49": 55, "50-99": 20, "100+": 5 },
    founded: [1850, 2000],
    intro: t(
      "{brand} in {place} empfängt seit {year} Gäste aus nah und fern.",
      "Depuis {year}, l'{brand} à {place} accueille des hôtes d'ici et d'ailleurs.",
      "Dal {year} l'{brand} a {place} accoglie ospiti da vicino e da lontano.",
      "Since {year}, {brand} in {place} has been welcoming guests from near and far.",
    ),
    keywords: [
      kw("Hotellerie", "hôtellerie", "albergheria", "hotel"),
      kw("Gastronomie", "restauration", "ristorazione", "restaurant"),
      kw("Bankette", "banquets", "banchetti", "banqueting"),
      kw("Saisonstelle", "emploi saisonnier", "impiego stagionale", "seasonal job"),
      kw("Tourismus", "tourisme", "turismo", "tourism"),
    ],
    branches: "local",
    cantons: {
      GR: 16,
      VS: 16,
      BE: 14,
      LU: 8,
      TI: 12,
      VD: 10,
      ZH: 8,
      OW: 3,
      NW: 2,
      SZ: 3,
      UR: 2,
      SG: 4,
      AI: 2,
      GE: 5,
      LI: 2,
    },
  },
  {
    key: "restaurant",
    weight: 7,
    sectors: ["I56"],
    jobs: [{ family: "hospitality", roles: ["cook", "chef-de-partie", "service", "restaurant-manager"] }],
    names: {
      de: ["Restaurant {word}", "Gasthaus {word}", "Bistro {word}", "Café {surname}"],
      fr: ["Restaurant {word}", "Café {word}", "Brasserie {word}", "Café-Restaurant {word}"],
      it: ["Ristorante {word}", "Grotto {word}", "Osteria {word}", "Trattoria {word}"],
    },
    words: HOTEL_WORDS,
    legal: { gmbh: 55, ag: 25, sole: 20 },
    plans: { free: 80, pro: 20 },
    sizes: { "1-9": 45, "10-49": 50, "50-99": 5 },
    founded: [1900, 2020],
    intro: t(
      "Seit {year} verwöhnt {brand} in {place} Gäste mit saisonaler Küche und ausgewählten Weinen.",
      "Depuis {year}, {brand} à {place} régale ses hôtes d'une cuisine de saison et de vins choisis.",
      "Dal {year} {brand} a {place} delizia gli ospiti con cucina di stagione e vini selezionati.",
      "Since {year}, {brand} in {place} has been treating guests to seasonal cooking and fine wines.",
    ),
    keywords: [
      kw("Gastronomie", "restauration", "ristorazione", "restaurant"),
      kw("Saisonale Küche", "cuisine de saison", "cucina di stagione", "seasonal cooking"),
      kw("Terrasse", "terrasse", "terrazza", "terrace"),
      kw("Events", "événements", "eventi", "events"),
    ],
    branches: "local",
  },
];
