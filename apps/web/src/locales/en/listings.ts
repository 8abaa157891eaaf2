/** English texts of the listings of the organisation: CRUD, wizard, extension, lifecycle. */
export const listingsEn = {};
