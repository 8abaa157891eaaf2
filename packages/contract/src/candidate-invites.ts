/** Contract of the invitations of candidates to apply (issue 10). */
export {};
