/**
 * The highlighted item of a Radix menu (the user menu, the header's Mais opções, the data table's row and
 * column menus) and of the selects' option lists: Radix moves the focus onto the item it highlights, by
 * arrow key or pointer, and marks it `data-highlighted`. Its tint alone was too faint to find (WCAG 2.4.7, 1.4.11): it also gets the kit's
 * 2 px primary focus ring, drawn inside the item so the menu's padding never clips it. `outline-none`
 * drops the browser's own ring; the ring's `outline-solid` is needed because, in Tailwind 4, `outline-none`
 * also sets the style `outline-2` reads.
 */
export const menuItemHighlightClass =
  "outline-none data-highlighted:bg-primary-light data-highlighted:outline-2 data-highlighted:-outline-offset-2 data-highlighted:outline-solid data-highlighted:outline-primary";
