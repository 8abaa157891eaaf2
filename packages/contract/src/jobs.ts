/** Contract of the job profiles of the organisation (issue 9). */
export {};
