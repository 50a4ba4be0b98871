import type { ProductSeed } from "../types.js";
import { books } from "./books.js";
import { clothing } from "./clothing.js";
import { electronics } from "./electronics.js";
import { food } from "./food.js";
import { garden } from "./garden.js";
import { home } from "./home.js";
import { shoesAndAccessories } from "./shoes-accessories.js";
import { sports } from "./sports.js";
import { toys } from "./toys.js";

export const products: ProductSeed[] = [
  ...clothing,
  ...shoesAndAccessories,
  ...home,
  ...food,
  ...garden,
  ...toys,
  ...sports,
  ...books,
  ...electronics,
];
