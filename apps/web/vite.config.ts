import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In `vite dev`, /capi and /i18n go to the API server (npm start serves the built app itself).
const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits every
    // route's component into its own chunk, so a screen loads only its own code.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
    tailwindcss(),
  ],
  build: { outDir: "dist", sourcemap: true, target: "es2022" },
  server: {
    proxy: {
      "/capi": apiTarget,
      "/i18n": apiTarget,
      "/healthz": apiTarget,
    },
  },
});
