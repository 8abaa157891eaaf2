/** Contract of the contact requests, rejection and the application PDF (issue 10). */
export {};
