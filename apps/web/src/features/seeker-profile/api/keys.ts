/** Query keys of seeker-profile (ADR 079). */
export const seekerProfileKeys = {
  all: ["seeker-profile"] as const,
};
