// Form target; replaced by the feature of issue 4/5 that owns it.
export { action } from "../../routes/placeholder";
