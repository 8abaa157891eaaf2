/** English texts of the company screens (key `company` of the catalogue). */
export const companyEn = {
  placeholder: "",
};
