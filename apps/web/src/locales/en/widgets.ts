/** English texts of the embeddable widgets of active listings and job profiles. */
export const widgetsEn = {};
