/** English texts of the company tab's job feeds (issue 30 point 4). */
export const orgJobFeedEn = {
  title: "Job feeds",
  intro:
    "Other job boards and search engines can take your active listings from feeds in XML and JSON Feed format, with title, place, workload, salary, languages, dates and the link to apply. The schema describes every field.",
  takePart: "Include our listings in the global Jobatlas feed",
  takePartHint: "Your own feed below stays available either way, for the boards you work with.",
  save: "Save feed setting",
  savedIn: "Your listings are included in the global feed.",
  savedOut: "Your listings are no longer in the global feed. Your own feed stays available.",
  ownTitle: "Your own feed",
  globalTitle: "The global feed",
  urls: {
    own_xml: "Your listings as XML",
    own_json: "Your listings as JSON Feed",
    global_xml: "All companies' listings as XML",
    global_json: "All companies' listings as JSON Feed",
    schema: "The XML schema (XSD)",
  },
  copy: "Copy",
  copied: "Copied to the clipboard.",
  copyFailed: "Could not copy: select the address and copy it yourself.",
};
