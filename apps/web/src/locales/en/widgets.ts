/** English texts of the embeddable widgets of active listings and job profiles. */
export const widgetsEn = {
  themes: { auto: "automatic", light: "light", dark: "dark" },
  /** The embed snippets (organisation editor's widgets tab and the widgets page). */
  panel: {
    title: "Widgets for your website",
    intro:
      "Show your open positions on your own website: paste a snippet into the HTML of a page. The list keeps itself up to date, fits its height to its content, and every entry opens on Jobatlas in a new tab.",
    language: "Language of the widgets",
    themeAuto:
      "Theme: automatic. The widgets follow each visitor's light or dark setting. A plan with a forced theme (Enterprise) can show them always light or always dark.",
    themeForced:
      'Theme: always {{theme}}. The snippets carry data-theme="{{value}}", which shows the widgets {{theme}} whatever the visitor\'s setting. Change the attribute to light or dark, or remove it to follow your company setting. The attribute counts only while your plan includes a forced theme.',
    listings: {
      title: "Job listings",
      description: "Your active job listings, newest first.",
      snippet: "Snippet for the job listings widget",
    },
    jobs: {
      title: "Job profiles",
      description: "Your active job profiles, by title.",
      snippet: "Snippet for the job profiles widget",
    },
    copy: "Copy snippet",
    copied: "Snippet copied to the clipboard.",
    copyFailed: "Could not copy. Select the snippet and copy it with Ctrl+C (⌘+C on a Mac).",
    preview: "Preview both widgets",
    frameTitle: { listings: "Job listings (Jobatlas)", jobs: "Job profiles (Jobatlas)" },
  },
  /** The widget itself, shown on other sites. */
  widget: {
    listingsEmpty: "No open positions at the moment.",
    jobsEmpty: "No job profiles at the moment.",
    unavailable: "This list is not available.",
    loadFailed: "The list could not be loaded.",
    retry: "Try again",
    loading: "Loading…",
    poweredBy: "Powered by Jobatlas",
    showAll: "All {{count}} on Jobatlas",
    newTab: "(opens in a new tab)",
    byAgreement: "Place by agreement",
    workloadSingle: "{{value}} %",
    workloadRange: "{{min}}–{{max}} %",
  },
  /** org/{slug}/widgets */
  page: {
    title: "Website widgets",
    intro: "This is how your widgets look on another site. They show only active listings and job profiles.",
    previews: "Previews",
    previewListings: "Preview of the job listings widget",
    previewJobs: "Preview of the job profiles widget",
    back: "Back to the company editor",
  },
};
