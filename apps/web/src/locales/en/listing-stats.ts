/** English texts of the listing statistics (issue 30 point 1): the org home's last 30 days and a listing's own figures. */
export const listingStatsEn = {
  orgTitle: "Last {{days}} days",
  orgIntro:
    "Views of your listings' pages, opened application forms and applications, per day. Counted on our server without any tracker: only a count per listing and day, nothing about visitors; search engines and other bots are left out.",
  listingTitle: "Statistics: last {{days}} days",
  loading: "Loading the statistics…",
  loadFailed: "The statistics could not be loaded.",
  retry: "Try again",
  series: {
    views: "Views",
    applyStarts: "Apply starts",
    applications: "Applications",
  },
  legend: "Legend",
  chartLabel:
    "Chart of the last {{days}} days: {{views}} views, {{applyStarts}} apply starts and {{applications}} applications. The table below has the figures of each day.",
  chartLoading: "Loading the chart…",
  showTable: "Show the figures per day",
  hideTable: "Hide the figures per day",
  dayCaption: "Views, apply starts and applications per day, {{from}} to {{to}}",
  day: "Day",
  listingCaption: "Per listing, {{from}} to {{to}}",
  listing: "Listing",
  startRate: "Apply starts per view",
  applicationRate: "Applications per view",
  completionRate: "Applications per apply start",
  total: "Total",
  noRatio: "–",
  noListings: "No active listing yet, and none was viewed in this period.",
  quiet: "No views, apply starts or applications in this period yet.",
};
