/** Contract of the activity feed and notifications (issue 9). */
export {};
