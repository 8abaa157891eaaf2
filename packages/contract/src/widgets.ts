/** Contract of the embeddable widgets of active listings and job profiles (issue 9). */
export {};
