/** Contract of the screening questionnaires (issue 9). */
export {};
