/** Contract of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access, my career (issue 10). */
export {};
