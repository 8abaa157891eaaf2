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
