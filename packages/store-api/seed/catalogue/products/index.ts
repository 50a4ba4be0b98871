import type { ProductSeed } from "../types.js";
import { accessories } from "./accessories.js";
import { books } from "./books.js";
import { clothing } from "./clothing.js";
import { coffeeAndTea } from "./coffee-tea.js";
import { electronics } from "./electronics.js";
import { food } from "./food.js";
import { garden } from "./garden.js";
import { kitchen } from "./home-kitchen.js";
import { living } from "./home-living.js";
import { shoesAndBags } from "./shoes-bags.js";
import { sports } from "./sports.js";
import { toys } from "./toys.js";

export const products: ProductSeed[] = [
  ...clothing,
  ...shoesAndBags,
  ...accessories,
  ...kitchen,
  ...living,
  ...coffeeAndTea,
  ...food,
  ...garden,
  ...toys,
  ...sports,
  ...books,
  ...electronics,
];
