import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.TRILHA_API_PROXY ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  // No source maps in the product build: the server would otherwise hand the whole source to anyone.
  // PORTAL_SOURCEMAP=hidden writes them for an error tracker without linking them from the bundles.
  build: { sourcemap: process.env.PORTAL_SOURCEMAP === "hidden" ? "hidden" : false },
});
