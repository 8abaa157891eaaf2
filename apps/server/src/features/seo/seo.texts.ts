import type { TLanguage } from "@jobatlas/contract";

/** The few words the server writes into page heads, in the page's language. */
export const SEO_TEXTS: Record<
  TLanguage,
  {
    brand: string;
    /** The web app's `pageTitle` ("{{page}} · Jobatlas"). */
    pageTitle: (page: string) => string;
    /** "Job at Company" in a title. */
    listingTitle: (title: string, company: string) => string;
    companyFallbackDescription: (company: string) => string;
    /** The search page: its title (the web app's screens.search.title) and description. */
    searchTitle: string;
    searchDescription: string;
    jobFallbackDescription: (title: string, company: string) => string;
    /** Headings of the four job texts in a JobPosting description. */
    jobTexts: { role_and_responsibilities: string; requirements: string; team_description: string; benefits: string };
    ogLocale: string;
  }
> = {
  de: {
    brand: "Jobatlas",
    pageTitle: (page) => `${page} · Jobatlas`,
    listingTitle: (title, company) => `${title} – ${company}`,
    companyFallbackDescription: (company) => `${company}: offene Stellen und Stellenprofile auf Jobatlas.`,
    searchTitle: "Stellensuche",
    searchDescription:
      "Arbeitgeber und Stellen in der Schweiz und in Liechtenstein: auf der Karte und nach Stichworten, Ort und Branchen.",
    jobFallbackDescription: (title, company) => `${title} bei ${company} auf Jobatlas.`,
    jobTexts: {
      role_and_responsibilities: "Aufgaben",
      requirements: "Anforderungen",
      team_description: "Team",
      benefits: "Wir bieten",
    },
    ogLocale: "de_CH",
  },
  fr: {
    brand: "Jobatlas",
    pageTitle: (page) => `${page} · Jobatlas`,
    listingTitle: (title, company) => `${title} – ${company}`,
    companyFallbackDescription: (company) => `${company}: postes vacants et profils de poste sur Jobatlas.`,
    searchTitle: "Recherche d'emploi",
    searchDescription:
      "Employeurs et postes en Suisse et au Liechtenstein: sur la carte et par mots-clés, lieu et secteurs.",
    jobFallbackDescription: (title, company) => `${title} chez ${company} sur Jobatlas.`,
    jobTexts: {
      role_and_responsibilities: "Tâches",
      requirements: "Exigences",
      team_description: "Équipe",
      benefits: "Nous offrons",
    },
    ogLocale: "fr_CH",
  },
  it: {
    brand: "Jobatlas",
    pageTitle: (page) => `${page} · Jobatlas`,
    listingTitle: (title, company) => `${title} – ${company}`,
    companyFallbackDescription: (company) => `${company}: posti vacanti e profili del posto su Jobatlas.`,
    searchTitle: "Ricerca di posti",
    searchDescription:
      "Datori di lavoro e posti in Svizzera e nel Liechtenstein: sulla cartina e per parole chiave, località e settori.",
    jobFallbackDescription: (title, company) => `${title} presso ${company} su Jobatlas.`,
    jobTexts: {
      role_and_responsibilities: "Compiti",
      requirements: "Requisiti",
      team_description: "Team",
      benefits: "Cosa offriamo",
    },
    ogLocale: "it_CH",
  },
  en: {
    brand: "Jobatlas",
    pageTitle: (page) => `${page} · Jobatlas`,
    listingTitle: (title, company) => `${title} – ${company}`,
    companyFallbackDescription: (company) => `${company}: open jobs and job profiles on Jobatlas.`,
    searchTitle: "Job search",
    searchDescription:
      "Employers and jobs in Switzerland and Liechtenstein: on the map and by keywords, place and industry.",
    jobFallbackDescription: (title, company) => `${title} at ${company} on Jobatlas.`,
    jobTexts: {
      role_and_responsibilities: "Role and responsibilities",
      requirements: "Requirements",
      team_description: "Team",
      benefits: "Benefits",
    },
    ogLocale: "en_GB",
  },
};
