import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, IconSprite } from "./Icon";
import { RatingStars } from "./RatingStars";

/** Issue 15: a page of cards carried each icon's path once per card (290 inline SVGs on home). */
describe("icons from one sprite", () => {
  const sprite = renderToStaticMarkup(<IconSprite />);

  it("an icon is a reference into the sprite, not a copy of its path", () => {
    const icon = renderToStaticMarkup(<Icon name="heart" size={20} />);
    expect(icon).toContain('<use href="#i-heart">');
    expect(icon).not.toContain("<path");
    expect(sprite).toContain('<symbol id="i-heart"');
  });

  it("a rating row is two references whatever the rating, and each path is in the sprite once", () => {
    const stars = renderToStaticMarkup(<RatingStars rating={3.5} label="Rated 3.5 out of 5" />);
    expect(stars.match(/<svg/g)).toHaveLength(2);
    expect(stars).not.toContain("<path");
    expect(stars).toContain("width:70%");
    expect(sprite.match(/<path/g)).toHaveLength(sprite.match(/<symbol id="i-(?!stars)/g)!.length);
  });

  it("keeps the accessible name of a labelled icon", () => {
    expect(renderToStaticMarkup(<Icon name="search" label="Search" />)).toContain('role="img" aria-label="Search"');
  });
});
