/** English texts of the plan change on the organisation overview: the undo and the confirmation (ADR 053). */
export const planChangesEn = {
  choose: "Choose the plan you want to change to.",
  review: "Review the change to {{plan}}",
  reviewAny: "Review the change",
  returnUntil: "You left it on {{date}}: you can return to it until {{until}}.",
  lastChange: "{{actor}} changed the plan from {{from}} to {{to}} on {{date}}.",
  lastChangeByYou: "You changed the plan from {{from}} to {{to}} on {{date}}.",
  lastChangeByNobody: "The plan was changed from {{from}} to {{to}} on {{date}}.",
  undoUntil: "It can be undone until {{until}}.",
  undo: "Back to {{plan}}",
  confirmTitle: "Change from {{from}} to {{to}}?",
  loading: "Checking what the change does…",
  loadFailed: "What the change does could not be checked.",
  retry: "Try again",
  failed: "The plan could not be changed. Try again.",
  atOnce: "The change takes effect at once.",
  free: "Free costs nothing: our sales team stops invoicing your current plan.",
  invoiced: "Our sales team invoices {{plan}} at the price of your offer – there is no online payment.",
  returnWithin:
    "You can return to {{plan}} until {{until}} (here, under “Change plan”). After that, only our sales team can set it up again.",
  changeBackAnyTime: "You can change back at any time.",
  listingsOver_one:
    "{{count}} listing is active; {{plan}} allows {{limit}}. Nothing is ended: active listings run until their last day (the last one ends on {{date}}).",
  listingsOver_other:
    "{{count}} listings are active; {{plan}} allows {{limit}}. Nothing is ended: active listings run until their last day (the last one ends on {{date}}).",
  listingsOverRules:
    "While more than {{limit}} are active, no listing can be extended; until fewer than {{limit}} are active, none goes live – neither a new one, nor “publish now”, nor a planned one at its date.",
  plannedWait_one: "{{count}} planned listing waits past its publish date until a place is free.",
  plannedWait_other: "{{count}} planned listings wait past their publish date until a place is free.",
  listingsFull:
    "All {{limit}} active listings {{plan}} allows are in use: a listing goes live only when another one ends.",
  extensionsLost_one:
    "{{count}} active listing has used the extensions {{plan}} allows ({{limit}}): it can no longer be extended.",
  extensionsLost_other:
    "{{count}} active listings have used the extensions {{plan}} allows ({{limit}}): they can no longer be extended.",
  questionnairesOver_one: "{{count}} questionnaire is active; {{plan}} allows {{limit}}. It stays active and in use.",
  questionnairesOver_other:
    "{{count}} questionnaires are active; {{plan}} allows {{limit}}. They stay active and in use; a questionnaire can be created or reactivated only when fewer than {{limit}} are active.",
  invitesLost:
    "{{plan}} does not include inviting candidates: invitations already sent stay valid, new ones cannot be sent.",
  themeLost:
    "Your widgets no longer force your theme: they follow each visitor's light or dark setting. Your choice is kept for a return to {{from}}.",
  includes: "What {{plan}} includes",
  confirm: "Change to {{plan}}",
};
