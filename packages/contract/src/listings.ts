/** Contract of the listings of the organisation: CRUD, wizard, extension, lifecycle (issue 9). */
export {};
