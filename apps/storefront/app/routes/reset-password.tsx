// Replaced by the page of issue 4/5 that owns this route.
export { action, meta, default } from "./placeholder";
