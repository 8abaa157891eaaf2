/** English texts of the organisation editor: company profile, logo, addresses, members and invites, widget settings. */
export const orgCompanyEn = {};
