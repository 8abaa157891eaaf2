/** English texts of the screening questionnaires. */
export const questionnairesEn = {};
