/** Query keys of likes (ADR 079). */
export const likeKeys = {
  all: ["likes"] as const,
};
