/** English texts of the Z-TDI orientation: inventory, results by magic token, the anonymous survey. */
export const ztdiEn = {};
