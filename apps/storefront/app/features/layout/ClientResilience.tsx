/** Placeholder until chunk-reload and deployment detection land. */
export function ClientResilience() {
  return null;
}
