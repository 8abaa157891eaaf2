/** English texts of the search screens (key `search` of the catalogue). */
export const searchEn = {
  placeholder: "",
};
