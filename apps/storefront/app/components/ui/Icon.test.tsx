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
    // The symbol has the viewBox; the <svg> around the <use> needs only its size (an icon is in every card).
    expect(icon).not.toContain("viewBox");
    expect(sprite).toContain('viewBox="0 0 24 24"');
    expect(sprite).toContain('<symbol id="i-heart"');
  });

  it("a rating row is one empty span drawn by CSS whatever the rating, and each path is in the sprite once", () => {
    const stars = renderToStaticMarkup(<RatingStars rating={3.5} label="Rated 3.5 out of 5" />);
    expect(stars).not.toContain("<svg");
    // The exact share stays (4.3 fills 86 %), as one custom property of the one element, which carries the name.
    expect(stars).toBe('<span role="img" aria-label="Rated 3.5 out of 5" class="stars" style="--fill:70%"></span>');
    expect(renderToStaticMarkup(<RatingStars rating={4.3} />)).toBe(
      '<span aria-hidden="true" class="stars" style="--fill:86%"></span>',
    );
    expect(renderToStaticMarkup(<RatingStars rating={4} size={20} />)).toContain("--star:20px");
    expect(sprite.match(/<path/g)).toHaveLength(sprite.match(/<symbol id="i-/g)!.length);
  });

  it("names the stroke once for all icons (app.css), not on each of the sprite's symbols", () => {
    // Every page carries the sprite: the same four stroke attributes on each symbol were about 2 KB of each page.
    expect(sprite).not.toMatch(/stroke/);
    expect(sprite.match(/<symbol id="i-[^"]+" viewBox="0 0 24 24">/g)).toHaveLength(sprite.match(/<symbol /g)!.length);
  });

  it("writes no size or fill that app.css gives every icon: 20 px and the outline", () => {
    expect(renderToStaticMarkup(<Icon name="heart" />)).toBe(
      '<svg aria-hidden="true"><use href="#i-heart"></use></svg>',
    );
    expect(renderToStaticMarkup(<Icon name="cart" size={22} />)).toContain('<svg width="22" height="22" aria-hidden');
    expect(renderToStaticMarkup(<Icon name="star" fill="currentColor" />)).toContain('fill="currentColor"');
  });

  it("keeps the accessible name of a labelled icon", () => {
    expect(renderToStaticMarkup(<Icon name="search" label="Search" />)).toContain('role="img" aria-label="Search"');
  });
});
