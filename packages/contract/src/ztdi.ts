/** Contract of the Z-TDI orientation: inventory, results by magic token, the anonymous survey (issue 11). */
export {};
