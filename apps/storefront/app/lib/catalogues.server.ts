import { type Catalogue, languageCodeOfPath, registerCatalogue } from "./messages";

/**
 * Every catalogue, registered when the server starts (entry.server.tsx imports this; so does the unit tests' setup):
 * the server renders every locale. The browser loads only the catalogues of the locales it shows (lib/messages.ts).
 */
const catalogues = import.meta.glob<Catalogue>("../locales/*.json", { import: "default", eager: true });
for (const [path, catalogue] of Object.entries(catalogues)) registerCatalogue(languageCodeOfPath(path), catalogue);
