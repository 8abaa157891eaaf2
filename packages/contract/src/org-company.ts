/** Contract of the organisation editor: company profile, logo, addresses, members and invites, widget settings (issue 9). */
export {};
