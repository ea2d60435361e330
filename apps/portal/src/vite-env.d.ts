/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_PROVIDERS_API_URL?: string;
  readonly VITE_RESIDUES_API_URL?: string;
  readonly VITE_DASHBOARDS_API_URL?: string;
  readonly VITE_LIGHTHOUSE_API_URL?: string;
}
