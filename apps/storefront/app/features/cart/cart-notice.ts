/** One outcome of a cart change, translated by the server ('Products added to cart', a cart error…). */
export interface CartNotice {
  type: "success" | "info" | "warning" | "danger";
  message: string;
}
